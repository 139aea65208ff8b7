import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@dwa/shared/errors';
import { ApiError } from '../../../lib/http';
import { getAuthToken } from '../../../lib/storage';
import { getI18n } from '../../../lib/i18n/i18n-store';
import { keepProblems } from '../../../lib/problems';
import { filenameFromDisposition, salesFileName } from '../lib/csv-filename';
import { localDay } from '../lib/format';

// GET /api/v1/orders/export.csv?role=seller&from=&to=: Export sales records, a CSV file. Read as a
// Blob with the bearer token (a plain link could not send it) and named as the server says.

export type SalesRange = { from?: string; to?: string };
export type SalesFile = { blob: Blob; filename: string };

const FAILED = 'Could not export your sales records. Please try again.';

export async function exportSales(range: SalesRange): Promise<SalesFile> {
  const query = new URLSearchParams({ role: 'seller' });
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  const headers = new Headers({ Accept: 'text/csv, application/json' });
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`/api/v1/orders/export.csv?${query}`, { headers });
  } catch {
    throw new ApiError(0, getI18n().t('error.network'));
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    keepProblems(body);
    throw new ApiError(response.status, errorMessage(body, FAILED), body);
  }
  const blob = await response.blob();
  return {
    blob,
    filename: filenameFromDisposition(response.headers.get('content-disposition'), salesFileName(range, localDay(new Date()))),
  };
}

/** Hands the file to the browser's downloads. */
export function saveFile({ blob, filename }: SalesFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the download to start on a slow phone.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useExportSales() {
  return useMutation({ mutationFn: exportSales, onSuccess: saveFile });
}
