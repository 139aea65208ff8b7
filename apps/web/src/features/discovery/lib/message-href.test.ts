import { describe, expect, it } from 'vitest';
import { messageSellerHref } from './message-href';

describe('message the seller', () => {
  it('opens the conversation about the listing when signed in', () => {
    expect(messageSellerHref(6, 12, true)).toBe('/messages?to=6&listing=12');
  });

  it('sends a visitor to sign in, then back to the conversation', () => {
    expect(messageSellerHref(6, 12, false)).toBe('/signin?redirect=%2Fmessages%3Fto%3D6%26listing%3D12');
  });
});
