import { IdCard } from 'lucide-react';
import { TrustBadge } from './trust-badge';

/**
 * The 'ID verified' badge (issue 32, ADR 069): shown only when the person's Ghana Card and selfie
 * were checked (by the ID provider or a Dwa reviewer); the card itself is never shown.
 */
export function IdVerifiedBadge({ label, explanation }: { label: string; explanation: string }) {
  return <TrustBadge icon={IdCard} label={label} explanation={explanation} testId="id-verified" />;
}
