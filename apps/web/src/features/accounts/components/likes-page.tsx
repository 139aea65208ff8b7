import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { Heart } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { useT } from '../../../lib/i18n/i18n-context';
import { accountsMessages } from '../../../lib/i18n/catalogs/accounts';

/** The spec's empty state: what the page shows while nothing is liked. */
export function LikesEmpty() {
  const t = useT(accountsMessages);
  return (
    <EmptyState icon={<Heart aria-hidden="true" className="size-10" />} title={t('likes.empty')}>
      <Link to={paths.listings.getHref()} className={buttonClasses('primary')}>
        {t('likes.explore')}
      </Link>
    </EmptyState>
  );
}

/** The page around the liked listings, which the route passes in (features do not import each other). */
export function LikesPage({ children }: { children?: ReactNode }) {
  const shell = useT();
  return <Page title={shell('menu.likes')}>{children ?? <LikesEmpty />}</Page>;
}
