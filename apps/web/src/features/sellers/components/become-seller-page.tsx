import { Page } from '../../../components/ui/page';
import { ApplicationState } from './application-state';
import { useT } from '../../../lib/i18n/i18n-context';
import { sellersMessages } from '../../../lib/i18n/catalogs/sellers';

/** /become-a-seller: every 'become a seller' link leads here (signed in only; the route's guard). */
export function BecomeSellerPage({ onBecameSeller }: { onBecameSeller?: () => void }) {
  const t = useT(sellersMessages);
  return (
    <Page title={t('title')} description={t('description')}>
      <ApplicationState onBecameSeller={onBecameSeller} />
    </Page>
  );
}
