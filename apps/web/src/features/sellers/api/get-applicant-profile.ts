import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrivateProfile } from '@dwa/shared/accounts';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { sellerKeys } from './query-keys';

// GET /api/v1/users/me: the fields the application starts from (name, phone, addresses, business).

export type ApplicantProfile = Pick<
  PrivateProfile,
  | 'name'
  | 'email'
  | 'phone'
  | 'address'
  | 'business_name'
  | 'business_type'
  | 'business_registration_number'
  | 'business_address'
  | 'business_phone'
  | 'business_description'
>;

export function getApplicantProfile(signal?: AbortSignal): Promise<ApplicantProfile> {
  return http.get<ApplicantProfile>('/api/v1/users/me', { signal });
}

export function applicantProfileQueryOptions(viewer: string) {
  return queryOptions({
    queryKey: sellerKeys.applicant(viewer),
    queryFn: ({ signal }) => getApplicantProfile(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useApplicantProfile(enabled = true) {
  return useQuery({ ...applicantProfileQueryOptions(useViewerKey()), enabled });
}
