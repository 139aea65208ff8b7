import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n-context';
import { classifiedsMessages } from '../../../lib/i18n/catalogs/classifieds';

export function SellBuyCta() {
  const t = useT(classifiedsMessages);
  return (
    <section id="classifieds-cta" aria-labelledby="classifieds-cta-title" className="mx-auto max-w-7xl px-4 pt-10">
      <div className="flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-emerald-900 to-emerald-700 px-6 py-8 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10">
        <div>
          <h2 id="classifieds-cta-title" className="text-2xl font-bold tracking-tight">
            {t('cta.title')}
          </h2>
          <p className="mt-1 text-white/90">{t('cta.text')}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <Link to={paths.postListing.getHref()} className={buttonClasses('inverse', 'lg')}>
            {t('cta.sell')}
          </Link>
          <Link to={paths.listings.getHref()} className={buttonClasses('inverse-outline', 'lg')}>
            {t('cta.buy')}
          </Link>
        </div>
      </div>
    </section>
  );
}
