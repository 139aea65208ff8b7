import { useParams } from '../../lib/router';
import { DealReviewPage } from '../../features/reviews/components/deal-review-page';

export function Component() {
  const { id = '' } = useParams();
  return <DealReviewPage key={id} id={id} />;
}
