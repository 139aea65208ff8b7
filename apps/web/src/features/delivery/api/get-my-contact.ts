import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrivateProfile } from '@dwa/shared/accounts';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { deliveryKeys } from './query-keys';

// GET /api/v1/users/me: the signed-in person's name and phone, to pre-fill the courier application.

export type MyContact = { name: string; phone: string | null };

export async function getMyContact(signal?: AbortSignal): Promise<MyContact> {
  const me = await http.get<Pick<PrivateProfile, 'name' | 'phone'>>('/api/v1/users/me', { signal });
  return { name: me.name ?? '', phone: me.phone ?? null };
}

export function myContactQueryOptions(viewer: string) {
  return queryOptions({
    queryKey: deliveryKeys.contact(viewer),
    queryFn: ({ signal }) => getMyContact(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useMyContact(enabled = true) {
  return useQuery({ ...myContactQueryOptions(useViewerKey()), enabled });
}
