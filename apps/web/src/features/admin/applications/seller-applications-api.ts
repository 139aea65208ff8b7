import type { z } from 'zod';
import type { sellerApplicationListSchema, SellerApplication } from '@dwa/shared/sellers';
import { http } from '../../../lib/http';
import { applicationPath, useApplications, useDecideApplication } from './applications-api';

// GET /api/v1/admin/seller-applications (paged: {results, next_cursor}); POST .../:id/approve (the
// applicant becomes a SELLER) and .../:id/refuse {reason} (they are told why). The reading and the
// refresh are applications-api.ts.

export type SellerApplicationsPage = z.infer<typeof sellerApplicationListSchema>;
export type AdminSellerApplication = SellerApplicationsPage['results'][number];

export const useSellerApplications = (status: string | undefined) => useApplications<SellerApplicationsPage>('seller-applications', status);

export type SellerDecision = { id: number; decision: 'approve' } | { id: number; decision: 'refuse'; reason: string };

function decideSellerApplication(input: SellerDecision): Promise<SellerApplication> {
  return input.decision === 'approve'
    ? http.post<SellerApplication>(applicationPath('seller-applications', input.id, 'approve'))
    : http.post<SellerApplication>(applicationPath('seller-applications', input.id, 'refuse'), { reason: input.reason });
}

export const useDecideSellerApplication = () => useDecideApplication('seller-applications', decideSellerApplication);
