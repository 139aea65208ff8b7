import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { Profile } from '../api/get-profile';
import { jsonResponse } from '../../../testing/json-response';
import { renderScreen, setupScreenTest } from '../../../testing/screen-setup';
import { PhoneCard } from './phone-card';

// The profile's verified phone number (issue 32): a code by SMS, then the code.

const fetchMock = setupScreenTest({ signedIn: true });

const profile = (change: Partial<Profile> = {}) => ({ user_id: 4, phone: '0241234567', verified_phone: null, ...change }) as Profile;

describe('PhoneCard', () => {
  it('sends a code to the number and confirms it, then shows it verified', async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse({ message: 'We sent a 6-digit code to this number by SMS.', expires_in: 600, resend_in: 60, phone: '+233241234567' }),
      )
      .mockResolvedValueOnce(jsonResponse({ ...profile(), verified_phone: '+233241234567', phone_verified: true }));
    renderScreen(<PhoneCard profile={profile()} />);
    expect(screen.getByTestId('verified-phone').textContent).toBe('No verified number yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('0241234567');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a 6-digit code to 024 123 4567 by SMS. It expires in 10 minutes.')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ phone: '+233241234567' });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please enter the 6-digit code.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your phone number is verified.')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ code: '123456' });
  });

  it("shows the server's refusal of a number another account verified", async () => {
    const taken = 'This number is already verified on another Dwa account. Sign in with it, or use another number.';
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: taken }, 409));
    renderScreen(<PhoneCard profile={profile({ verified_phone: '+233201234567' })} />);
    expect(screen.getByTestId('verified-phone').textContent).toBe('Verified: 020 123 4567');
    fireEvent.click(screen.getByRole('button', { name: 'Verify another number' }));
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '054 765 4321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(taken)).toBeTruthy();
  });
});
