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
import { createSavedSearch } from '../api/create-saved-search';
import { useT } from '../../../lib/i18n/i18n-context';
import { exploreMessages } from '../../../lib/i18n/areas/explore/en';

/** Explore's "Save search": keeps these filters for alerts; a visitor signs in first and comes back here. */
export function SaveSearchButton({ query }: { query: Record<string, string> }) {
  const t = useT(exploreMessages);
  const signInFirst = useSignInFirst();
  const key = new URLSearchParams(query).toString();
  const [state, setState] = useState<{ key: string; status: 'saving' | 'saved' } | null>(null);
  const status = state?.key === key ? state.status : 'idle';

  async function save() {
    setState({ key, status: 'saving' });
    try {
      await createSavedSearch(query);
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
      <Link to={paths.savedSearches.getHref()} className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300">
        <Check aria-hidden="true" className="size-4" />
        {t('saveSearch.savedLink')}
      </Link>
    );
  }
  return (
    <Button variant="outline" aria-busy={status === 'saving' || undefined} disabled={status === 'saving'} onClick={() => signInFirst(() => void save())}>
      <BellPlus aria-hidden="true" className="size-4" />
      {t('saveSearch')}
    </Button>
  );
}
