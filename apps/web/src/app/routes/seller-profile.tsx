import { useParams } from '../../lib/router';
import { SellerProfilePage } from '../../features/reviews/components/seller-profile-page';

export function Component() {
  const { id = '' } = useParams();
  return <SellerProfilePage key={id} id={id} />;
}
