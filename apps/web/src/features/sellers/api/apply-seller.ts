import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MySellerApplication, SellerApplication, SellerApplicationInput } from '@dwa/shared/sellers';
import { ApiError, http } from '../../../lib/http';
import { meQueryKey } from '../../../lib/me';
import { useViewerKey } from '../../../hooks/use-session';
import { sellerKeys } from './query-keys';

// POST /api/v1/seller-applications: 201 with the application, approved at once (SELLER_APPROVAL=auto
// and a verified email) or pending for an admin; 409 for sellers, couriers and an open application.

export function applySeller(input: SellerApplicationInput): Promise<SellerApplication> {
  return http.post<SellerApplication>('/api/v1/seller-applications', input);
}

export function useApplySeller() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: applySeller,
    onSuccess: async (application) => {
      const isSeller = application.status === 'approved';
      // The server reads the type on every request, so the same token sells from now on. The profile
      // is asked for again before the page says so: the header and the seller guard agree with it.
      if (isSeller) await queryClient.invalidateQueries({ queryKey: meQueryKey });
      queryClient.setQueryData<MySellerApplication>(sellerKeys.application(viewer), { application, is_seller: isSeller });
    },
    // Where the person stands changed elsewhere (another tab, an admin): read it again.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: sellerKeys.application(viewer) });
    },
  });
}
