import { Link, useSearchParams } from '../../../lib/router';
import { MailCheck, MailX } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/http';
import { useFollowLink, type LinkAction } from '../api/follow-link';
import { useT } from '../../../lib/i18n/i18n-context';
import { newsletterMessages } from '../../../lib/i18n/catalogs/newsletter';

/**
 * Where a newsletter mail's links lead (/newsletter?confirm=… or ?unsubscribe=…). The page asks
 * for a click rather than acting on load: mail scanners open links, and must not subscribe anyone.
 */
export function NewsletterPage() {
  const [params] = useSearchParams();
  const action: LinkAction | null = params.has('confirm') ? 'confirm' : params.has('unsubscribe') ? 'unsubscribe' : null;
  const token = action ? (params.get(action) ?? '') : '';
  const t = useT(newsletterMessages);
  const follow = useFollowLink();
  const text = action
    ? { heading: t(`${action}.heading`), lead: t(`${action}.lead`), button: t(`${action}.button`), busy: t(`${action}.busy`) }
    : null;
  const error = follow.error ? (follow.error instanceof ApiError ? follow.error.detail : t('failed')) : null;
  const Icon = action === 'unsubscribe' ? MailX : MailCheck;

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <DocumentTitle title={t('title')} />
      <Icon aria-hidden="true" className="size-12 text-emerald-700 dark:text-emerald-400" />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{text ? text.heading : t('heading')}</h1>
      {!text ? (
        <p className="text-gray-700 dark:text-gray-300">{t('howTo')}</p>
      ) : follow.isSuccess ? (
        <div aria-live="polite" className="w-full">
          <FormAlert tone="success">{follow.data.message}</FormAlert>
        </div>
      ) : (
        <>
          <p className="text-gray-700 dark:text-gray-300">{text.lead}</p>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <Button
            disabled={follow.isPending}
            aria-busy={follow.isPending || undefined}
            onClick={() => action && follow.mutate({ action, token })}
          >
            {follow.isPending ? text.busy : text.button}
          </Button>
        </>
      )}
      <Link to={paths.listings.getHref()} className={buttonClasses('outline')}>
        {t('explore')}
      </Link>
    </section>
  );
}
