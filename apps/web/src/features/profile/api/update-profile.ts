import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody } from '@dwa/shared/accounts';
import { http } from '../../../lib/http';
import { getAuthToken } from '../../../lib/storage';
import { profileQueryOptions } from './get-profile';
import type { Profile } from './get-profile';

/** PUT /api/v1/users/me as JSON: absent fields stay, null clears; a different user_type is refused (405). */
export function updateProfile(body: UpdateProfileBody): Promise<Profile> {
  return http.put<Profile>('/api/v1/users/me', body);
}

export function useUpdateProfile({ onSuccess }: { onSuccess?: (profile: Profile) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions(getAuthToken()).queryKey, profile);
      onSuccess?.(profile);
    },
  });
}
