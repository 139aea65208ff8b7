import { Link, useParams } from '../../../lib/router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '../../../config/paths';
import { SectionError } from '../../../components/ui/section-error';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../hooks/use-session';
import { ApiError } from '../../../lib/http';
import { AdminPage } from '../components/admin-page';
import { formatDate, formatDateTime } from '../lib/format';
import { useUser } from './get-user';
import { UserActionsPanel } from './user-actions-panel';
import { UserActivity } from './user-activity';
import { UserBadges } from './user-badges';
import { availableUserActions } from './user-permissions';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';

function Back() {
  const t = useT(adminMessages);
  return (
    <Link
      to={paths.adminUsers.getHref()}
      className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-emerald-800 underline dark:text-emerald-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('user.back')}
    </Link>
  );
}

const back = <Back />;

export function UserPage() {
  const f = useFormat();
  const t = useT(adminMessages);
  const userId = useParams().id ?? '';
  const session = useSession();
  const query = useUser(userId);

  if (query.isPending) return <Spinner label={t('user.loading')} />;
  if (query.isError) {
    const missing =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 422 || query.error.status === 400);
    return (
      <AdminPage title={missing ? t('user.notFound') : t('user.title')} actions={back}>
        {missing ? <p>{t('user.noSuchId')}</p> : <SectionError message={t('user.error')} onRetry={() => void query.refetch()} />}
      </AdminPage>
    );
  }

  const { user } = query.data;
  const viewerId = session.status === 'signed-in' ? session.user.userId : null;
  const facts: [string, string][] = [
    [t('user.email'), user.email],
    [t('user.phone'), user.phone ?? '—'],
    [t('user.business'), user.business_name ?? '—'],
    [t('user.address'), user.address ?? '—'],
    [t('user.joined'), formatDate(f, user.created_at)],
    [t('user.lastSignIn'), formatDateTime(f, user.last_sign_in_at)],
    [t('user.listings'), f.number(user.listings_count)],
  ];

  return (
    <AdminPage title={user.name} description={<UserBadges user={user} />} actions={back}>
      <div className="mb-4 grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section
          aria-labelledby="user-account-title"
          className="rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900"
        >
          <h2 id="user-account-title" className="mb-3 text-lg font-semibold">
            {t('user.account', { id: String(user.id) })}
          </h2>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            {facts.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-gray-600 dark:text-gray-400">{term}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
          {user.user_type === 'SELLER' || user.user_type === 'COURIER' ? (
            <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <Link
                to={paths.adminLedger.getHref(user.id, user.user_type === 'COURIER' ? 'courier' : 'seller')}
                className="font-medium text-emerald-800 underline dark:text-emerald-300"
              >
                {t('user.ledger')}
              </Link>
              <Link
                to={paths.adminPayouts.getHref({ user_id: String(user.id) })}
                className="font-medium text-emerald-800 underline dark:text-emerald-300"
              >
                {t('user.payouts')}
              </Link>
            </p>
          ) : null}
        </section>
        <UserActionsPanel key={`${user.id}-${user.user_type}`} user={user} available={availableUserActions(user, viewerId)} />
      </div>
      <UserActivity detail={query.data} />
    </AdminPage>
  );
}
