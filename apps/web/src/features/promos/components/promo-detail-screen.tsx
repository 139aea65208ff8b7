import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { ApiError } from '../../../lib/http';
import { usePromo } from '../api/get-promo';
import { KIND_LABELS } from '../lib/promo-text';
import { BackLink } from './back-link';
import { PromoDetailView } from './promo-detail';
import { PromosLoadError, PromosSkeleton } from './promos-states';

/** ?promo={id}: one promo with its usage, and the way back to its kind. */
export function PromoDetailScreen({ id }: { id: number }) {
  const promo = usePromo(id);
  const kind = promo.data?.kind;
  return (
    <div className="space-y-4">
      <BackLink to={paths.discountsPromos.getHref(kind)}>{kind ? `Back to ${KIND_LABELS[kind]}` : 'Back to Discounts & Promos'}</BackLink>
      {promo.isPending ? (
        <PromosSkeleton />
      ) : promo.isError ? (
        promo.error instanceof ApiError && promo.error.status === 404 ? (
          <EmptyState title="Promo not found" />
        ) : (
          <PromosLoadError query={promo} />
        )
      ) : (
        <PromoDetailView promo={promo.data} />
      )}
    </div>
  );
}
