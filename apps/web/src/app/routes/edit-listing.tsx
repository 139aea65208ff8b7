import { useParams } from '../../lib/router';
import { EditListingPage } from '../../features/listings/components/edit-listing-page';

export function Component() {
  const { id = '' } = useParams();
  return <EditListingPage key={id} id={id} />;
}
