import type { BusinessType } from './application-form';

export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  individual: 'Individual',
  registered: 'Registered business',
};

/** '20 Nov 2026' */
export function formatDay(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : '';
}
