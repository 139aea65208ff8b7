import { useQueryClient } from '@tanstack/react-query';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { meQueryKey } from '../../lib/me';

export function Component() {
  const queryClient = useQueryClient();
  // The header's menu shows the name, email and picture from the session's profile (lib/me).
  return <ProfilePage onProfileChange={() => void queryClient.invalidateQueries({ queryKey: meQueryKey })} />;
}
