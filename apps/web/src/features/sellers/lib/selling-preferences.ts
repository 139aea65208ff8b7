import type { PrivateProfile, SellingProfileValues } from '@dwa/shared/accounts';
import {
  NOTIFICATION_TOPICS,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '@dwa/shared/notifications-preferences';

// Selling preferences' pure parts: what the business form starts from, and which notification
// choices a save sends (only the ones changed; the server wants at least one).

export function sellingDefaults(
  profile: Pick<PrivateProfile, 'business_name' | 'business_description' | 'business_phone' | 'business_address'>,
): Required<{ [K in keyof SellingProfileValues]: string }> {
  return {
    business_name: profile.business_name ?? '',
    business_description: profile.business_description ?? '',
    business_phone: profile.business_phone ?? '',
    business_address: profile.business_address ?? '',
  };
}

/** The topics whose choice differs from what is saved; null when nothing changed. */
export function changedChoices(saved: NotificationPreferences, chosen: NotificationPreferences): NotificationPreferencesInput | null {
  const changed = NOTIFICATION_TOPICS.filter((topic) => saved[topic] !== chosen[topic]);
  return changed.length === 0 ? null : Object.fromEntries(changed.map((topic) => [topic, chosen[topic]]));
}
