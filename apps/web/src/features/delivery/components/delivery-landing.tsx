import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from '../../../lib/router';
import { MapPinned, MessageCircle, PackagePlus } from 'lucide-react';
import { paths } from '../../../config/paths';
import { DocumentTitle } from '../../../components/ui/document-title';
import { HeroIntro } from '../../../components/ui/hero-intro';
import { LinkTile, type Tile } from '../../../components/ui/link-tile';
import { useSession } from '../../../hooks/use-session';
import type { AreaKey } from '../../../lib/i18n/area';
import { deliveryCourierMessages } from '../../../lib/i18n/catalogs/delivery-courier';
import { deliveryLandingMessages } from '../../../lib/i18n/catalogs/delivery-landing';
import { useT } from '../../../lib/i18n/i18n-context';
import { HOW_IT_WORKS, MARKETING_FIGURES } from '../data/landing';
import { CourierSection } from './courier-section';
import { FareEstimator } from './fare-estimator';

// The tour opens on 'Take a Tour' only: its code and steps load then.
const DeliveryTour = lazy(() => import('./delivery-tour').then((module) => ({ default: module.DeliveryTour })));

type Key = AreaKey<typeof deliveryLandingMessages>;

const JOURNEYS: (Tile & { title: Key; text: Key })[] = [
  {
    title: 'journey.request',
    text: 'journey.request.text',
    href: paths.deliveryRequest.getHref(),
    Icon: PackagePlus,
  },
  {
    title: 'journey.track',
    text: 'journey.track.text',
    href: paths.deliveryRequest.getHref({ tab: 'track' }),
    Icon: MapPinned,
  },
  {
    title: 'journey.chat',
    text: 'journey.chat.text',
    href: paths.deliveryRequest.getHref({ tab: 'messages' }),
    Icon: MessageCircle,
  },
];

function Section({ id, title, children, className = '' }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`mx-auto max-w-6xl px-4 py-10 ${className}`}>
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** The public delivery landing: price a delivery, the three journeys, how it works, and the courier path. */
export function DeliveryLanding() {
  const t = useT(deliveryLandingMessages);
  const courierT = useT(deliveryCourierMessages);
  const signedIn = useSession().status === 'signed-in';
  const [tourRuns, setTourRuns] = useState(0);
  const tourButtonRef = useRef<HTMLButtonElement>(null);
  const { hash } = useLocation();
  // 'Become a Courier' links here with #delivery-courier: the router does not scroll to hashes.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <>
      <DocumentTitle title={t('title')} />
      <section
        aria-labelledby="delivery-hero-title"
        className="bg-gradient-to-b from-emerald-50 to-white dark:from-emerald-950/60 dark:to-gray-950"
      >
        <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-10 sm:py-14 md:grid-cols-2">
          <HeroIntro
            titleId="delivery-hero-title"
            titleSize="text-3xl"
            badge={t('title')}
            title={t('hero.title')}
            text={t('hero.text')}
            start={{ href: paths.deliveryRequest.getHref(), label: t('hero.start') }}
            tour={{ label: t('hero.tour'), onClick: () => setTourRuns((runs) => runs + 1), buttonRef: tourButtonRef }}
          >
            {signedIn ? null : <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">{t('hero.signIn')}</p>}
          </HeroIntro>
          <div id="delivery-price">
            <FareEstimator />
          </div>
        </div>
      </section>

      <Section id="delivery-journeys" title={t('journeys')}>
        <ul className="grid gap-4 sm:grid-cols-3">
          {JOURNEYS.map((journey) => (
            <LinkTile key={journey.title} {...journey} title={t(journey.title)} text={t(journey.text)} className="p-5 dark:bg-gray-900" />
          ))}
        </ul>
      </Section>

      <Section id="delivery-how" title={t('how')}>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {HOW_IT_WORKS.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-gray-50 p-5 dark:bg-gray-900">
              <span
                aria-hidden="true"
                className="inline-flex size-9 items-center justify-center rounded-full bg-emerald-700 font-bold text-white dark:bg-emerald-500 dark:text-gray-950"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold">
                <span className="sr-only">{t('how.step', { step: index + 1 })}</span>
                {t(step.title)}
              </h3>
              <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <section aria-label={t('figures')} className="mx-auto max-w-6xl px-4 pb-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {MARKETING_FIGURES.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse rounded-2xl bg-amber-50 p-4 text-center dark:bg-amber-400/10">
              <dt className="mt-1 text-sm font-medium text-gray-700 dark:text-gray-300">{t(figure.label)}</dt>
              <dd className="text-2xl font-extrabold text-gray-900 sm:text-3xl dark:text-white">
                {typeof figure.value === 'string' ? figure.value : t(figure.value.key)}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="delivery-courier" title={courierT('become')}>
        <CourierSection signedIn={signedIn} />
      </Section>

      {tourRuns > 0 ? (
        <Suspense fallback={null}>
          <DeliveryTour run={tourRuns} returnFocusRef={tourButtonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
