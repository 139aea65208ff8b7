import { useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { Compass } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { whenSeen } from '../../../components/when-seen';
import { DocumentTitle } from '../../../components/ui/document-title';
import { GuidedTour, TourTemplate } from '../../../components/ui/guided-tour';
import { useGuidedTour } from '../../../hooks/use-guided-tour';
import { classifiedsKeys } from '../api/query-keys';
import { CLASSIFIEDS_TOUR_KEYS, CLASSIFIEDS_TOUR_STEPS } from '../data/classifieds-tour';
import { BannerCarousel } from './banner-carousel';
import { BuySellCards } from './buy-sell-cards';
import { FindSection } from './find-section';
import { useT } from '../../../lib/i18n/i18n-context';
import { classifiedsMessages } from '../../../lib/i18n/catalogs/classifieds';

// From Recent Ads down: below the fold on a phone, hydrated when it comes near (ADR 050).
const BelowTheFold = whenSeen(async () => (await import('./classifieds-below-fold')).ClassifiedsBelowFold);

/** The tour's steps in the page's language. */
function useTourSteps() {
  const t = useT(classifiedsMessages);
  return useMemo(() => CLASSIFIEDS_TOUR_STEPS.map((step) => ({ ...step, title: t(step.title), body: t(step.body) })), [t]);
}

/** What the server writes after the page for the islands (ADR 100): the tour's dialogs. */
export function ClassifiedsIslands() {
  return <TourTemplate steps={useTourSteps()} keys={CLASSIFIEDS_TOUR_KEYS} />;
}

export type CategoriesPanel = ComponentType<{ open: boolean; onClose: () => void }>;

/**
 * The classifieds home. The All Categories panel is the storefront header's, handed in by the
 * route (features do not import the app layer), so both entry points open the same panel.
 */
export function ClassifiedsHome({ CategoriesPanel }: { CategoriesPanel: CategoriesPanel }) {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  // Back from posting an ad (?posted=1): browse answers cached before the post are out of date;
  // Recent Ads fetches again and the new ad leads it. A fetch already under way is recent enough.
  // The post form stamps each arrival (&_ts=), so a second post in a row refreshes again.
  const postedArrival = params.get('posted') === '1' ? params.toString() : null;
  useEffect(() => {
    if (postedArrival) void queryClient.invalidateQueries({ queryKey: classifiedsKeys.all }, { cancelRefetch: false });
  }, [postedArrival, queryClient]);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const tour = useGuidedTour(CLASSIFIEDS_TOUR_STEPS.length, CLASSIFIEDS_TOUR_KEYS);
  const tourButtonRef = useRef<HTMLButtonElement>(null);
  const t = useT(classifiedsMessages);
  const steps = useTourSteps();

  return (
    <>
      <DocumentTitle title={t('title')} />
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 pt-5">
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <Button ref={tourButtonRef} variant="ghost" size="sm" data-tour-start onClick={tour.start}>
          <Compass aria-hidden="true" className="size-4" />
          {t('takeTour')}
        </Button>
      </div>
      <BannerCarousel />
      <FindSection onSeeAllCategories={() => setCategoriesOpen(true)} />
      <BuySellCards />
      <BelowTheFold />
      <CategoriesPanel open={categoriesOpen} onClose={() => setCategoriesOpen(false)} />
      {tour.step !== null ? (
        <GuidedTour
          steps={steps}
          step={tour.step}
          startedByUser={tour.startedByUser}
          onNext={tour.next}
          onEnd={tour.end}
          returnFocusRef={tourButtonRef}
        />
      ) : null}
    </>
  );
}
