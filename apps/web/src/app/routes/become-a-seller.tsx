import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notificationsKeys } from '../../features/notifications/api/query-keys';
import { profileQueryKey } from '../../features/profile/api/get-profile';
import { BecomeSellerPage } from '../../features/sellers/components/become-seller-page';

export function Component() {
  const queryClient = useQueryClient();
  // An approval changes the profile page (the account type, the note for customers) and sends a
  // notice: the header's bell counts it at once rather than at its next minute.
  const becameSeller = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
  }, [queryClient]);
  return <BecomeSellerPage onBecameSeller={becameSeller} />;
}
