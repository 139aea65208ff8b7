import { Page } from '../../../components/ui/page';
import { ApplicationState } from './application-state';

/** /become-a-seller: every 'become a seller' link leads here (signed in only; the route's guard). */
export function BecomeSellerPage({ onBecameSeller }: { onBecameSeller?: () => void }) {
  return (
    <Page title="Become a Seller" description="Tell us about your business. The answer shows on this page.">
      <ApplicationState onBecameSeller={onBecameSeller} />
    </Page>
  );
}
