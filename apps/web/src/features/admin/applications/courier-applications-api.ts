import type { z } from 'zod';
import type { CourierApplication, courierApplicationListSchema } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { applicationPath, useApplications, useDecideApplication } from './applications-api';

// GET /api/v1/admin/courier-applications (paged: {items, next_cursor}); POST .../:id/approve (the
// account becomes a COURIER) and .../:id/reject. The reading and the refresh are applications-api.ts.

export type CourierApplicationsPage = z.infer<typeof courierApplicationListSchema>;
export type AdminCourierApplication = CourierApplicationsPage['items'][number];

export const useCourierApplications = (status: string | undefined) =>
  useApplications<CourierApplicationsPage>('courier-applications', status);

export type CourierDecision = { id: number; decision: 'approve' | 'reject' };

function decideCourierApplication({ id, decision }: CourierDecision): Promise<CourierApplication> {
  return http.post<CourierApplication>(applicationPath('courier-applications', id, decision));
}

export const useDecideCourierApplication = () => useDecideApplication('courier-applications', decideCourierApplication);
