import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ModerationNote, moderationNote } from './moderation-note';
import { manageMessages } from '../../../lib/i18n/catalogs/manage';
import { areaT } from '../../../testing/i18n';

afterEach(cleanup);

describe('the moderation note on My listings', () => {
  it('gives the moderator’s reason beside a refused or taken-down listing', async () => {
    const t = await areaT('en', manageMessages);
    expect(moderationNote(t, { status: 'inactive', moderation_reason: 'Phone numbers belong in your profile.' })).toBe(
      'Moderator’s reason: Phone numbers belong in your profile.',
    );
    render(<ModerationNote listing={{ status: 'inactive', moderation_reason: 'Phone numbers belong in your profile.' }} />);
    expect(screen.getByText('Moderator’s reason: Phone numbers belong in your profile.')).toBeTruthy();
  });

  it('says why a pending listing waits, and nothing when there is no reason', async () => {
    const t = await areaT('en', manageMessages);
    expect(moderationNote(t, { status: 'pending', moderation_reason: "Waiting for a moderator's review: phone number." })).toBe(
      "Waiting for a moderator's review: phone number.",
    );
    expect(moderationNote(t, { status: 'active', moderation_reason: null })).toBeNull();
    expect(moderationNote(t, { status: 'inactive', moderation_reason: undefined })).toBeNull();
    expect(moderationNote(t, { status: 'inactive', moderation_reason: '  ' })).toBeNull();
    const { container } = render(<ModerationNote listing={{ status: 'active', moderation_reason: null }} />);
    expect(container.textContent).toBe('');
  });

  it('words the reason in the chosen language, the moderator’s own words as written', async () => {
    const fr = await areaT('fr', manageMessages);
    expect(moderationNote(fr, { status: 'inactive', moderation_reason: 'Phone numbers belong in your profile.' })).toBe(
      'Motif du modérateur : Phone numbers belong in your profile.',
    );
  });
});
