import type { Format } from '../../../lib/i18n/format';

/** '20 Nov 2026' */
export function formatDay(f: Format, iso: string | null | undefined): string {
  return iso ? f.date(iso) : '';
}
