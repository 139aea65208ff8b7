import { Smartphone } from 'lucide-react';
import { TrustBadge } from './trust-badge';

/** The 'Phone verified' badge (issue 32): the person proved a mobile number with an SMS code (the number, not the person). */
export function PhoneVerifiedBadge({ label, explanation }: { label: string; explanation: string }) {
  return <TrustBadge icon={Smartphone} label={label} explanation={explanation} testId="phone-verified" />;
}
