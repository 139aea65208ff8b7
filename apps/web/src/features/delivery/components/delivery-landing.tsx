import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowRight, Compass, MapPinned, MessageCircle, PackagePlus } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { LinkTile, type Tile } from '../../../components/ui/link-tile';
import { useSession } from '../../../hooks/use-session';
import { HOW_IT_WORKS, MARKETING_FIGURES } from '../data/landing';
import { CourierSection } from './courier-section';
import { FareEstimator } from './fare-estimator';

// The tour opens on 'Take a Tour' only: its code and steps load then.
const DeliveryTour = lazy(() => import('./delivery-tour').then((module) => ({ default: module.DeliveryTour })));

const JOURNEYS: Tile[] = [
  {
    title: 'Request Delivery',
    text: 'Tell us what to carry and where. See the fare before you book.',
    href: paths.deliveryRequest.getHref(),
    Icon: PackagePlus,
  },
  {
    title: 'Real-time Tracking',
    text: 'Every step from pickup to doorstep, with the courier’s last known position.',
    href: paths.deliveryRequest.getHref({ tab: 'track' }),
    Icon: MapPinned,
  },
  {
    title: 'In-app Chat',
    text: 'Message your courier, share your location, use quick replies.',
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
      <DocumentTitle title="Same-day delivery" />
      <section aria-labelledby="delivery-hero-title" className="bg-gradient-to-b from-emerald-50 to-white dark:from-emerald-950/60 dark:to-gray-950">
        <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-10 sm:py-14 md:grid-cols-2">
          <div>
            <p className="mb-3 inline-flex rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase dark:bg-amber-400/15 dark:text-amber-200">
              Same-day delivery
            </p>
            <h1 id="delivery-hero-title" className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
              Send anything across town, today
            </h1>
            <p className="mt-4 max-w-xl text-lg text-gray-700 dark:text-gray-300">
              A courier picks it up, you follow the trip live, and the recipient confirms the handover with a code. Prices in GH¢, paid on delivery.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to={paths.deliveryRequest.getHref()} className={buttonClasses('primary', 'lg')}>
                Start Delivery Now
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
              <Button ref={tourButtonRef} variant="outline" size="lg" onClick={() => setTourRuns((runs) => runs + 1)}>
                <Compass aria-hidden="true" className="size-5" />
                Take a Tour
              </Button>
            </div>
            {signedIn ? null : (
              <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">You can price a delivery now; booking one asks you to sign in.</p>
            )}
          </div>
          <div id="delivery-price">
            <FareEstimator />
          </div>
        </div>
      </section>

      <Section id="delivery-journeys" title="Everything in one place">
        <ul className="grid gap-4 sm:grid-cols-3">
          {JOURNEYS.map((journey) => (
            <LinkTile key={journey.title} {...journey} className="p-5 dark:bg-gray-900" />
          ))}
        </ul>
      </Section>

      <Section id="delivery-how" title="How it works">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {HOW_IT_WORKS.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-gray-50 p-5 dark:bg-gray-900">
              <span aria-hidden="true" className="inline-flex size-9 items-center justify-center rounded-full bg-emerald-700 font-bold text-white dark:bg-emerald-500 dark:text-gray-950">
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <section aria-label="Dwa delivery in figures" className="mx-auto max-w-6xl px-4 pb-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {MARKETING_FIGURES.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse rounded-2xl bg-amber-50 p-4 text-center dark:bg-amber-400/10">
              <dt className="mt-1 text-sm font-medium text-gray-700 dark:text-gray-300">{figure.label}</dt>
              <dd className="text-2xl font-extrabold text-gray-900 sm:text-3xl dark:text-white">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="delivery-courier" title="Become a Courier">
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
