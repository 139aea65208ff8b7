import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { ApiError } from '../../../lib/http';
import { usePromo } from '../api/get-promo';
import { kindLabel } from '../lib/promo-text';
import { BackLink } from './back-link';
import { PromoDetailView } from './promo-detail';
import { PromosLoadError, PromosSkeleton } from './promos-states';
import { useT } from '../../../lib/i18n/i18n-context';
import { promosMessages } from '../../../lib/i18n/catalogs/promos';

/** ?promo={id}: one promo with its usage, and the way back to its kind. */
export function PromoDetailScreen({ id }: { id: number }) {
  const t = useT(promosMessages);
  const promo = usePromo(id);
  const kind = promo.data?.kind;
  return (
    <div className="space-y-4">
      <BackLink to={paths.discountsPromos.getHref(kind)}>{kind ? t('back.kind', { kind: kindLabel(t, kind) }) : t('back.all')}</BackLink>
      {promo.isPending ? (
        <PromosSkeleton />
      ) : promo.isError ? (
        promo.error instanceof ApiError && promo.error.status === 404 ? (
          <EmptyState title={t('notFound')} />
        ) : (
          <PromosLoadError query={promo} />
        )
      ) : (
        <PromoDetailView promo={promo.data} />
      )}
    </div>
  );
}
