import { describe, expect, it } from 'vitest';
import { registerBodySchema, resetPasswordBodySchema, updateProfileBodySchema } from './accounts';

const base = { name: 'Ama', email: 'ama@example.com' };

describe('account schemas', () => {
  it('normalises the sign-up fields', () => {
    const parsed = registerBodySchema.parse({
      name: ' Ama ',
      email: ' AMA@Example.com',
      phone: '+233 24 123 4567',
      address: 'Osu',
      password: 'secret1',
      user_type: 'ADMIN',
    });
    expect(parsed).toMatchObject({ name: 'Ama', email: 'ama@example.com', phone: '+233241234567' });
  });

  it('leaves absent profile fields undefined and turns empty ones into null', () => {
    const parsed = updateProfileBodySchema.parse({ ...base, bio: '', phone: '0241234567', gender: 'FEMALE' });
    expect(parsed.bio).toBeNull();
    expect(parsed.address).toBeUndefined();
    expect(parsed.phone).toBe('+233241234567');
    expect(parsed.gender).toBe('female');
  });

  it('accepts web addresses over http(s) only', () => {
    expect(updateProfileBodySchema.parse({ ...base, business_website: 'shop.com.gh' }).business_website).toBe('https://shop.com.gh/');
    expect(updateProfileBodySchema.parse({ ...base, business_website: 'http://shop.gh/x' }).business_website).toBe('http://shop.gh/x');
    for (const bad of ['javascript:alert(1)', 'ftp://shop.gh', 'not a site']) {
      expect(updateProfileBodySchema.safeParse({ ...base, business_website: bad }).success).toBe(false);
    }
  });

  it('accepts real past birthdates only, saying what is wrong with the others', () => {
    expect(updateProfileBodySchema.parse({ ...base, birthdate: '2000-02-29' }).birthdate).toBe('2000-02-29');
    const today = new Date().toISOString().slice(0, 10);
    expect(updateProfileBodySchema.parse({ ...base, birthdate: today }).birthdate).toBe(today);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const cases: [string, string][] = [
      ['2001-02-29', 'Enter a valid date (YYYY-MM-DD).'],
      ['1999-13-01', 'Enter a valid date (YYYY-MM-DD).'],
      ['01/02/2000', 'Enter a valid date (YYYY-MM-DD).'],
      ['3000-01-01', 'Birthday cannot be in the future.'],
      [tomorrow, 'Birthday cannot be in the future.'],
      ['1899-12-31', 'Birthday cannot be before 1900.'],
    ];
    for (const [bad, message] of cases) {
      expect(updateProfileBodySchema.safeParse({ ...base, birthdate: bad }).error?.issues.map((issue) => issue.message)).toEqual([message]);
    }
  });

  it('reports one message per reset field', () => {
    const result = resetPasswordBodySchema.safeParse({ user_id: 'h', token: 't', new_password: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['New password is required']);
  });
});
