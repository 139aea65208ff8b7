import { Link, useSearchParams } from '../../../lib/router';
import { UserSearch } from 'lucide-react';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionError } from '../../../components/ui/section-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { AdminPage } from '../components/admin-page';
import { LoadMore } from '../components/load-more';
import { formatDate } from '../lib/format';
import { useUsers } from './get-users';
import { UserBadges } from './user-badges';
import { UsersFiltersForm } from './users-filters';
import { readUsersFilters, usersSearch } from './users-search';
import type { UsersFilters } from './users-search';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';

export function UsersPage() {
  const f = useFormat();
  const t = useT(adminMessages);
  const [params, setParams] = useSearchParams();
  const filters = readUsersFilters(params);
  const users = useUsers(filters);
  const results = users.data?.pages.flatMap((page) => page.results) ?? [];
  const filtered = Boolean(filters.q || filters.userType || filters.active);

  function apply(next: UsersFilters) {
    const search = usersSearch(next);
    setParams(new URLSearchParams(Object.entries(search).filter((entry): entry is [string, string] => Boolean(entry[1]))));
  }

  return (
    <AdminPage title={t('users.title')} description={t('users.intro')}>
      <UsersFiltersForm key={params.toString()} filters={filters} onApply={apply} />
      {users.isError ? (
        <SectionError message={t('users.error')} onRetry={() => void users.refetch()} />
      ) : users.isPending ? (
        <div role="status" aria-label={t('users.loading')} className="space-y-2">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      ) : results.length === 0 ? (
        <EmptyState icon={<UserSearch aria-hidden="true" className="size-10" />} title={filtered ? t('users.noMatch') : t('users.none')} />
      ) : (
        <>
          <ul
            aria-label={t('users.found')}
            className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-700 dark:bg-gray-900"
          >
            {results.map((user) => (
              <li key={user.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
                <div className="min-w-0">
                  <Link
                    to={paths.adminUser.getHref(user.id)}
                    className="font-semibold text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
                  >
                    {user.name}
                  </Link>
                  <p className="text-sm break-all text-gray-700 dark:text-gray-300">
                    {user.email}
                    {user.phone ? ` · ${user.phone}` : ''}
                  </p>
                  <p className="text-xs text-gray-600 dark:text-gray-400">
                    {t('users.joined', { date: formatDate(f, user.created_at), count: user.listings_count })}
                  </p>
                </div>
                <UserBadges user={user} />
              </li>
            ))}
          </ul>
          <LoadMore hasMore={users.hasNextPage} loading={users.isFetchingNextPage} onLoad={() => void users.fetchNextPage()} />
        </>
      )}
    </AdminPage>
  );
}
