import { useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../features/auth/api/get-me';
import { ProfilePage } from '../../features/profile/components/profile-page';

export function Component() {
  const queryClient = useQueryClient();
  // The header's menu shows the name, email and picture from the auth feature's query.
  return <ProfilePage onProfileChange={() => void queryClient.invalidateQueries({ queryKey: meQueryKey })} />;
}
