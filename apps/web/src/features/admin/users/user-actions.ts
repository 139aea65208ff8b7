import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@dwa/shared/admin';
import { http } from '../../../lib/http';
import { adminKeys } from '../api/admin-keys';
import { userKeys } from './user-keys';

// The decisions on one account (each audited on the server):
// PATCH /api/v1/admin/users/:id {user_type}, POST .../deactivate {reason}, .../reactivate {reason?}, .../verify.

export type UserAction =
  | { kind: 'type'; userType: AdminUser['user_type'] }
  | { kind: 'deactivate'; reason: string }
  | { kind: 'reactivate'; reason?: string }
  | { kind: 'verify' };

export function sendUserAction(userId: string, action: UserAction): Promise<unknown> {
  const base = `/api/v1/admin/users/${encodeURIComponent(userId)}`;
  switch (action.kind) {
    case 'type':
      return http.patch(base, { user_type: action.userType });
    case 'deactivate':
      return http.post(`${base}/deactivate`, { reason: action.reason });
    case 'reactivate':
      return http.post(`${base}/reactivate`, action.reason ? { reason: action.reason } : {});
    case 'verify':
      return http.post(`${base}/verify`);
  }
}

/** Sends a decision, then reads the user's page, the lists and the overview again. */
export function useUserAction(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) => sendUserAction(userId, action),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) });
      void queryClient.invalidateQueries({ queryKey: userKeys.all() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.section('audit') });
    },
  });
}
