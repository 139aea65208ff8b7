import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useAuthToken } from '../../../hooks/use-session';
import { reportFailure } from '../lib/messages';

/**
 * Explore's flag: a real report with the reason 'inappropriate'. Answers whether the listing now
 * stands reported by this person (already reported counts); failures are toasted here. Without a
 * sign-in it goes to /signin and back.
 */
export function useReportAsInappropriate(): (listingId: number) => Promise<boolean> {
  const token = useAuthToken();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    async (listingId) => {
      if (!token) {
        const from = pathname + search;
        void navigate(paths.signin.getHref(from), { state: { from } });
        return false;
      }
      try {
        // The request code (and its schema) loads on the first flag, not with the page.
        const { reportListing } = await import('../api/report-listing');
        await reportListing({ listing_id: listingId, title: 'inappropriate', comment: null });
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return true;
        notify.error(reportFailure(error));
        return false;
      }
    },
    [token, navigate, pathname, search],
  );
}
