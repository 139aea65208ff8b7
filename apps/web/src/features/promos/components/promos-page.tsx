import { useSearchParams } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../hooks/use-session';
import { usePromos } from '../api/get-promos';
import { ofKind } from '../lib/promo-text';
import type { PromoKind } from '../types';
import { BackLink } from './back-link';
import { PromoCreate, PromoEdit } from './promo-editors';
import { PromoDetailScreen } from './promo-detail-screen';
import { PromoKindSection } from './promo-kind-section';
import { PromosLoadError, PromosSkeleton } from './promos-states';
import { SellersOnly } from './sellers-only';
import { useT } from '../../../lib/i18n/i18n-context';
import { promosMessages } from '../../../lib/i18n/catalogs/promos';

const isKind = (value: string | null): value is PromoKind => value === 'order' || value === 'delivery';
const KINDS: PromoKind[] = ['order', 'delivery'];

/**
 * /discounts-promos (Discounts & Promos): a seller's Order promos and Delivery promos. ?view= one
 * kind (the spec's detail view: Create promo and a back link), ?create= the form, ?promo= one promo
 * with its usage (&edit=1 its form). Customers learn that promos are for sellers.
 */
export function PromosPage() {
  const t = useT(promosMessages);
  const session = useSession();
  const [search] = useSearchParams();
  if (session.status === 'loading') return <Spinner />;
  if (session.status !== 'signed-in' || !session.isSeller) {
    return (
      <Page title={t('title')}>
        <SellersOnly />
      </Page>
    );
  }
  const promoId = Number(search.get('promo'));
  const create = search.get('create');
  const view = search.get('view');
  return (
    <Page title={t('title')}>
      {Number.isInteger(promoId) && promoId > 0 ? (
        search.get('edit') ? (
          <PromoEdit id={promoId} />
        ) : (
          <PromoDetailScreen id={promoId} />
        )
      ) : isKind(create) ? (
        <PromoCreate kind={create} />
      ) : isKind(view) ? (
        <KindScreen kind={view} />
      ) : (
        <Overview />
      )}
    </Page>
  );
}

function Overview() {
  const promos = usePromos();
  if (promos.isPending) return <PromosSkeleton />;
  if (promos.isError) return <PromosLoadError query={promos} />;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {KINDS.map((kind) => (
        <PromoKindSection key={kind} kind={kind} promos={ofKind(promos.data, kind)} />
      ))}
    </div>
  );
}

function KindScreen({ kind }: { kind: PromoKind }) {
  const t = useT(promosMessages);
  const promos = usePromos();
  return (
    <div className="space-y-4">
      <BackLink to={paths.discountsPromos.getHref()}>{t('back.all')}</BackLink>
      {promos.isPending ? (
        <PromosSkeleton />
      ) : promos.isError ? (
        <PromosLoadError query={promos} />
      ) : (
        <PromoKindSection kind={kind} promos={ofKind(promos.data, kind)} />
      )}
    </div>
  );
}
