import type { BusinessType } from './application-form';
import type { Format } from '../../../lib/i18n/format';

export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  individual: 'Individual',
  registered: 'Registered business',
};

/** '20 Nov 2026' */
export function formatDay(f: Format, iso: string | null | undefined): string {
  return iso ? f.date(iso) : '';
}
