import { useCallback } from 'react';
import { useLocation, useNavigate } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useAuthToken } from '../../../hooks/use-session';
import { reportFailure } from '../lib/messages';
import { useT } from '../../../lib/i18n/i18n-context';
import { exploreMessages } from '../../../lib/i18n/catalogs/explore';

export type ReportOutcome = 'flagged' | 'already-flagged' | 'failed';

/**
 * Explore's flag: a real report with the reason 'inappropriate'. Answers 'flagged' (filed now: the
 * caller thanks), 'already-flagged' (the server refused a second report: its message is shown here,
 * never the thanks) or 'failed' (toasted here). Without a sign-in it goes to /signin and back.
 */
export function useReportAsInappropriate(): (listingId: number) => Promise<ReportOutcome> {
  const token = useAuthToken();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const t = useT(exploreMessages);
  return useCallback(
    async (listingId) => {
      const words = { failed: t('flag.failed'), network: t('flag.network') };
      if (!token) {
        const from = pathname + search;
        void navigate(paths.signin.getHref(from), { state: { from } });
        return 'failed';
      }
      try {
        // The request code (and its schema) loads on the first flag, not with the page.
        const { reportListing } = await import('../api/report-listing');
        await reportListing({ listing_id: listingId, title: 'inappropriate', comment: null });
        return 'flagged';
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          notify.info(reportFailure(error, words));
          return 'already-flagged';
        }
        notify.error(reportFailure(error, words));
        return 'failed';
      }
    },
    [token, navigate, pathname, search, t],
  );
}
