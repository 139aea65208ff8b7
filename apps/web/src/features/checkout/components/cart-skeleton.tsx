import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n/i18n-context';
import { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';

export function CartSkeleton() {
  const t = useT(checkoutMessages);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_320px]">
      <p role="status" className="sr-only">
        {t('cart.loading')}
      </p>
      <div aria-hidden="true" className="space-y-4">
        {[0, 1].map((key) => (
          <div key={key} className="space-y-4 rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
            <Skeleton className="h-5 w-40" />
            {[0, 1].map((line) => (
              <div key={line} className="flex gap-3">
                <Skeleton className="size-16 shrink-0 rounded-lg" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="h-11 w-36" />
                </div>
              </div>
            ))}
          </div>
        ))}
      </div>
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}
