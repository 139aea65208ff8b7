import { Link, useSearchParams } from '../../../lib/router';
import { ShoppingCart } from 'lucide-react';
import { isCategory } from '@dwa/shared/catalogue';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { CategoryChips } from './category-chips';
import { DealsRow } from './deals-row';
import { ProductResults } from './product-results';
import { useT } from '../../../lib/i18n/i18n-context';
import { shopMessages } from '../../../lib/i18n/catalogs/shop';
import { useCatalogueText } from '../../../lib/i18n/catalogue-text';
import { cartMessages } from '../../../lib/i18n/catalogs/cart';

/** /ecommerce: the deals sellers run, then their Buy Now products by category (?category=). */
export function ShopPage() {
  const [search] = useSearchParams();
  const asked = search.get('category') ?? '';
  // A hand-edited URL with an unknown category shows everything rather than an error.
  const category = isCategory(asked) ? asked : '';
  const t = useT(shopMessages);
  const buy = useT(cartMessages);
  const name = useCatalogueText().category(category);
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:py-8">
      <DocumentTitle title={category ? t('categoryTitle', { category: name }) : t('title')} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-gray-600 dark:text-gray-400">{t('intro')}</p>
        </div>
        <Link to={paths.cart.getHref()} className={buttonClasses('outline', 'sm')}>
          <ShoppingCart aria-hidden="true" className="size-4" />
          {buy('viewCart')}
        </Link>
      </div>
      <DealsRow />
      <section aria-labelledby="products-heading" className="space-y-4">
        <h2 id="products-heading" className="text-xl font-bold tracking-tight">
          {category ? name : t('allProducts')}
        </h2>
        <CategoryChips current={category} />
        <ProductResults category={category} />
      </section>
    </div>
  );
}
