import { useState } from 'react';
import { BellPlus, Check } from 'lucide-react';
import { Link } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { offerPush } from '../../../lib/push/offer-push';
import { paths } from '../../../config/paths';
import { useSignInFirst } from '../../../hooks/use-sign-in-first';
import { errorMessage } from '@dwa/shared/errors';
import { SAVED_SEARCH_NAME_MAX } from '@dwa/shared/saved-searches-constants';
import { createSavedSearch } from '../api/create-saved-search';
import { useT } from '../../../lib/i18n/i18n-context';
import { exploreMessages } from '../../../lib/i18n/catalogs/explore';
import type { AreaT } from '../../../lib/i18n/area';
import { useCatalogueText, type CatalogueText } from '../../../lib/i18n/catalogue-text';

/**
 * The new search's name, made from its filters in the reader's language (issue 36): 'corolla in Cars,
 * Greater Accra', 'All listings'. The server makes the same English one when none is given.
 */
function searchName(t: AreaT<(typeof exploreMessages)['en']>, catalogue: CatalogueText, query: Record<string, string>): string {
  const kind = query.sub_category ? catalogue.subCategory(query.sub_category) : query.category ? catalogue.category(query.category) : null;
  const where = [kind, query.region ? catalogue.region(query.region) : null].filter(Boolean).join(', ');
  const what = query.q?.trim() || t('saveSearch.everything');
  const name = where ? t('saveSearch.name', { what, where }) : what;
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…` : name;
}

/** Explore's "Save search": keeps these filters for alerts; a visitor signs in first and comes back here. */
export function SaveSearchButton({ query }: { query: Record<string, string> }) {
  const t = useT(exploreMessages);
  const catalogue = useCatalogueText();
  const signInFirst = useSignInFirst();
  const key = new URLSearchParams(query).toString();
  const [state, setState] = useState<{ key: string; status: 'saving' | 'saved' } | null>(null);
  const status = state?.key === key ? state.status : 'idle';

  async function save() {
    setState({ key, status: 'saving' });
    try {
      await createSavedSearch(query, searchName(t, catalogue, query));
      setState({ key, status: 'saved' });
      notify.success(t('saveSearch.saved'));
      // A meaningful moment to offer push: alerts for this search can reach a closed app.
      offerPush({ message: t('pushOffer.message'), action: t('pushOffer.action') });
    } catch (error) {
      setState(null);
      const detail = error instanceof ApiError && error.status > 0 && error.status < 500 ? errorMessage(error.body, '') : '';
      notify.error(detail || t('saveSearch.failed'));
    }
  }

  if (status === 'saved') {
    return (
      <Link
        to={paths.savedSearches.getHref()}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
      >
        <Check aria-hidden="true" className="size-4" />
        {t('saveSearch.savedLink')}
      </Link>
    );
  }
  return (
    <Button
      variant="outline"
      aria-busy={status === 'saving' || undefined}
      disabled={status === 'saving'}
      onClick={() => signInFirst(() => void save())}
    >
      <BellPlus aria-hidden="true" className="size-4" />
      {t('saveSearch')}
    </Button>
  );
}
