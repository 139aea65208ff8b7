import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

/** The spec's empty state: what the page shows while nothing is liked. */
export function LikesEmpty() {
  return (
    <EmptyState icon={<Heart aria-hidden="true" className="size-10" />} title="Listings you like appear here">
      <Link to={paths.listings.getHref()} className={buttonClasses('primary')}>
        Explore Marketplace
      </Link>
    </EmptyState>
  );
}

/** The page around the liked listings, which the route passes in (features do not import each other). */
export function LikesPage({ children }: { children?: ReactNode }) {
  return <Page title="Likes">{children ?? <LikesEmpty />}</Page>;
}
