import { useParams } from '../../lib/router';
import { BoostPage } from '../../features/boosts/components/boost-page';

export function Component() {
  const { id = '' } = useParams();
  return <BoostPage key={id} listingId={id} />;
}
