import { describe, expect, it } from 'vitest';
import { registerBodySchema } from '@dwa/shared/accounts';
import { deliveryRequestInputSchema } from '@dwa/shared/delivery';
import { ghanaPhoneField } from '@dwa/shared/fields';
import { mobilePhoneField } from '@dwa/shared/accounts';
import { ghanaPhoneShape, isGhanaMobile, toE164Ghana } from '@dwa/shared/phone';
import { formatGhanaPhone, installGhanaPhoneParser, parseGhanaPhone } from './phone';

const INVALID = 'Enter a valid Ghana phone number (+233 and 9 digits, or 0 and 9 digits).';

describe('Ghana phone numbers on the server (libphonenumber-js)', () => {
  it('reads the ways people write a Ghana number, to E.164', () => {
    for (const typed of [
      '024 123 4567',
      '0241234567',
      '+233 24 123 4567',
      '+233241234567',
      '(024) 123-4567',
      '00233 24 123 4567',
      '+233 (0)24 123 4567',
    ]) {
      expect(parseGhanaPhone(typed), typed).toBe('+233241234567');
    }
    expect(parseGhanaPhone('055 123 4567')).toBe('+233551234567');
    expect(parseGhanaPhone('030 212 3456')).toBe('+233302123456');
  });

  it('refuses what is not on the numbering plan, though it has the shape', () => {
    expect(ghanaPhoneShape('0123456789')).toBe('+233123456789');
    for (const typed of [
      '0123456789',
      '0001234567',
      '024123456',
      '02412345678',
      '+447911123456',
      'call 0241234567',
      '0241234567 ext 12',
      '',
    ]) {
      expect(parseGhanaPhone(typed), typed).toBeNull();
    }
  });

  it('writes a number for people', () => {
    expect(formatGhanaPhone('+233241234567')).toBe('024 123 4567');
    expect(formatGhanaPhone('+447911123456')).toBeNull();
  });

  it('is what the shared schemas use once installed, with the spec messages', () => {
    installGhanaPhoneParser();
    expect(toE164Ghana('024 123 4567')).toBe('+233241234567');
    expect(ghanaPhoneField.safeParse('0123456789').error?.issues[0]?.message).toBe(INVALID);
    expect(ghanaPhoneField.safeParse('').error?.issues[0]?.message).toBe('Enter phone number.');
    expect(ghanaPhoneField.parse(' 020 123 4567 ')).toBe('+233201234567');
    const body = { name: 'Ama', email: 'ama@example.com', address: 'Osu', password: 'secret123' };
    expect(registerBodySchema.safeParse({ ...body, phone: '0123456789' }).error?.issues.map((issue) => issue.message)).toEqual([INVALID]);
    expect(registerBodySchema.parse({ ...body, phone: '00233 24 123 4567' }).phone).toBe('+233241234567');
    const delivery = {
      item_description: 'Phone',
      item_size: 'small',
      pickup_address: 'Osu',
      delivery_address: 'Madina',
      recipient_name: 'Ama',
      urgency: 'express',
    };
    expect(deliveryRequestInputSchema.safeParse({ ...delivery, recipient_phone: '0123456789' }).success).toBe(false);
    expect(deliveryRequestInputSchema.parse({ ...delivery, recipient_phone: '024 123 4567' }).recipient_phone).toBe('+233241234567');
  });

  it('accepts every current Ghana mobile prefix for SMS codes, in E.164 (issue 32)', () => {
    installGhanaPhoneParser();
    const networks = { MTN: ['024', '054', '055', '059', '025', '053'], Telecel: ['020', '050'], AirtelTigo: ['026', '027', '056', '057'] };
    for (const [network, prefixes] of Object.entries(networks)) {
      for (const prefix of prefixes) {
        const e164 = `+233${prefix.slice(1)}1234567`;
        expect(parseGhanaPhone(`${prefix} 123 4567`), `${network} ${prefix}`).toBe(e164);
        expect(parseGhanaPhone(`+233 ${prefix.slice(1)} 123 4567`), `${network} ${prefix}`).toBe(e164);
        expect(isGhanaMobile(e164), `${network} ${prefix}`).toBe(true);
        expect(mobilePhoneField.parse(`${prefix}1234567`)).toBe(e164);
      }
    }
  });

  it('refuses landlines and what is not a Ghana number for SMS codes', () => {
    installGhanaPhoneParser();
    expect(isGhanaMobile('+233302123456')).toBe(false);
    expect(mobilePhoneField.safeParse('030 212 3456').error?.issues[0]?.message).toBe(
      'Enter a Ghana mobile number (024, 054, 020, 026 ...): the code comes by SMS.',
    );
    for (const typed of ['+44 7911 123456', '024 123 456', '0241234567890', 'abc', ''])
      expect(mobilePhoneField.safeParse(typed).success, typed).toBe(false);
  });
});
