import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrivateProfile, SellingProfile } from '@dwa/shared/accounts';
import { http } from '../../../lib/http';
import { PROFILE_QUERY_PREFIX } from '../../../lib/cache-keys';
import { useViewerKey } from '../../../hooks/use-session';
import { sellerKeys } from './query-keys';

// PUT /api/v1/users/me with the business fields, and the name and email as they are (the API asks
// for both on every edit; the other fields, absent, stay as they are).

export type SellingProfileSave = SellingProfile & Pick<PrivateProfile, 'name' | 'email'>;

export function saveSellingProfile(input: SellingProfileSave): Promise<PrivateProfile> {
  return http.put<PrivateProfile>('/api/v1/users/me', input);
}

export function useSaveSellingProfile() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: saveSellingProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(sellerKeys.applicant(viewer), profile);
      // The Profile page's form shows the same business fields.
      return queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_PREFIX });
    },
  });
}
