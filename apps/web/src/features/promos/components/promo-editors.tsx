import { useNavigate } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useCreatePromo } from '../api/create-promo';
import { usePromo } from '../api/get-promo';
import { useUpdatePromo } from '../api/update-promo';
import { emptyPromoForm, promoToForm } from '../lib/promo-form';
import { kindLabel } from '../lib/promo-text';
import type { PromoKind } from '../types';
import { BackLink } from './back-link';
import { PromoForm } from './promo-form';
import { PromosLoadError, PromosSkeleton } from './promos-states';
import { useT } from '../../../lib/i18n/i18n-context';
import { promosMessages } from '../../../lib/i18n/catalogs/promos';

/** ?create={kind}: Create promo; saved, it opens the new promo's page. */
export function PromoCreate({ kind }: { kind: PromoKind }) {
  const navigate = useNavigate();
  const t = useT(promosMessages);
  const create = useCreatePromo();
  const back = paths.discountsPromos.getHref(kind);
  return (
    <div className="max-w-2xl space-y-4">
      <BackLink to={back}>{t('back.kind', { kind: kindLabel(t, kind) })}</BackLink>
      <h2 className="text-xl font-bold">{t('create')}</h2>
      <PromoForm
        defaults={emptyPromoForm(kind)}
        submitLabel={t('create')}
        busy={create.isPending}
        error={create.isError ? create.error.message : null}
        onCancel={() => void navigate(back)}
        onSubmit={(input) =>
          create.mutate(input, {
            onSuccess: (promo) => {
              notify.success(t('created', { code: promo.code }));
              void navigate(paths.discountsPromos.getHref(undefined, { promo: promo.id }), { replace: true });
            },
          })
        }
      />
    </div>
  );
}

/** ?promo={id}&edit=1: the same form, filled; saved, back to the promo. */
export function PromoEdit({ id }: { id: number }) {
  const navigate = useNavigate();
  const t = useT(promosMessages);
  const promo = usePromo(id);
  const update = useUpdatePromo();
  const back = paths.discountsPromos.getHref(undefined, { promo: id });
  return (
    <div className="max-w-2xl space-y-4">
      <BackLink to={back}>{t('back.promo')}</BackLink>
      <h2 className="text-xl font-bold">{t('edit')}</h2>
      {promo.isPending ? (
        <PromosSkeleton />
      ) : promo.isError ? (
        promo.error instanceof ApiError && promo.error.status === 404 ? (
          <EmptyState title={t('notFound')} />
        ) : (
          <PromosLoadError query={promo} />
        )
      ) : (
        <PromoForm
          defaults={promoToForm(promo.data)}
          submitLabel={t('save')}
          busy={update.isPending}
          error={update.isError ? update.error.message : null}
          onCancel={() => void navigate(back)}
          onSubmit={(patch) =>
            update.mutate(
              { id, patch },
              {
                onSuccess: (saved) => {
                  notify.success(t('saved', { code: saved.code }));
                  void navigate(back, { replace: true });
                },
              },
            )
          }
        />
      )}
    </div>
  );
}
