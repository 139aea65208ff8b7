import { Suspense, lazy } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { getAuthToken } from '../../lib/storage';
import { useT } from '../../lib/i18n/i18n-context';

// The router loads this route's module beside its guard's, before the guard sends a visitor who is
// not signed in to /signin: the page's code loads only for someone who may see it, at once (no
// waiting for the guard) when there is a token.
const loadPage = () => import('../../features/chat/components/messages-page');
if (typeof window !== 'undefined' && getAuthToken()) void loadPage().catch(() => undefined);
const MessagesPage = lazy(() => loadPage().then((module) => ({ default: module.MessagesPage })));

export function Component() {
  const t = useT();
  return (
    <Suspense fallback={<Spinner label={t('status.messages')} />}>
      <MessagesPage />
    </Suspense>
  );
}
