import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ModerationNote, moderationNote } from './moderation-note';

afterEach(cleanup);

describe('the moderation note on My listings', () => {
  it('gives the moderator’s reason beside a refused or taken-down listing', () => {
    expect(moderationNote({ status: 'inactive', moderation_reason: 'Phone numbers belong in your profile.' })).toBe('Moderator’s reason: Phone numbers belong in your profile.');
    render(<ModerationNote listing={{ status: 'inactive', moderation_reason: 'Phone numbers belong in your profile.' }} />);
    expect(screen.getByText('Moderator’s reason: Phone numbers belong in your profile.')).toBeTruthy();
  });

  it('says why a pending listing waits, and nothing when there is no reason', () => {
    expect(moderationNote({ status: 'pending', moderation_reason: "Waiting for a moderator's review: phone number." })).toBe("Waiting for a moderator's review: phone number.");
    expect(moderationNote({ status: 'active', moderation_reason: null })).toBeNull();
    expect(moderationNote({ status: 'inactive', moderation_reason: undefined })).toBeNull();
    expect(moderationNote({ status: 'inactive', moderation_reason: '  ' })).toBeNull();
    const { container } = render(<ModerationNote listing={{ status: 'active', moderation_reason: null }} />);
    expect(container.textContent).toBe('');
  });
});
