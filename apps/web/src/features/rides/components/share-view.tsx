import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/http';
import { useRideShare } from '../api/get-ride-share';
import { minutesText } from '../lib/trip';
import { ridesRiderMessages } from '../../../lib/i18n/catalogs/rides-rider';
import { ridesMessages } from '../../../lib/i18n/catalogs/rides';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';

/** A shared trip, read-only: progress, the driver's first name and plate, where they are; nothing private. Ends with the trip. */
export function ShareView({ token }: { token: string }) {
  const f = useFormat();
  const t = useT(ridesRiderMessages);
  const ridesT = useT(ridesMessages);
  const share = useRideShare(token);
  const ended = share.error instanceof ApiError && share.error.status === 410;
  return (
    <div className="mx-auto max-w-xl px-4 py-6">
      <DocumentTitle title={t('shared.title')} />
      <h1 className="text-2xl font-bold tracking-tight">{t('shared.title')}</h1>
      <div className="mt-4 space-y-3">
        {share.isPending ? <Skeleton className="h-40 w-full" /> : null}
        {share.isError ? <FormAlert tone={ended ? 'info' : 'error'}>{ended ? t('shared.ended') : share.error.message}</FormAlert> : null}
        {share.data ? (
          <section
            aria-label={t('shared.progress')}
            className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
          >
            <p className="text-xl font-bold" aria-live="polite">
              {share.data.status_label}
            </p>
            <p className="text-sm">
              {share.data.driver_first_name
                ? t('shared.with', { vehicle: ridesT(`vehicle.${share.data.vehicle}`), name: share.data.driver_first_name })
                : ridesT(`vehicle.${share.data.vehicle}`)}
              {share.data.plate ? ` · ${t('shared.plate', { plate: share.data.plate })}` : ''} ·{' '}
              {t('shared.about', { minutes: minutesText(t, share.data.trip_minutes) })}
            </p>
            {share.data.driver_lat !== null && share.data.driver_lng !== null ? (
              <a
                className="text-sm underline"
                href={`https://www.openstreetmap.org/?mlat=${share.data.driver_lat}&mlon=${share.data.driver_lng}#map=16/${share.data.driver_lat}/${share.data.driver_lng}`}
                target="_blank"
                rel="noreferrer"
              >
                {t('shared.map')}
              </a>
            ) : null}
            <ol className="space-y-1 text-sm">
              {share.data.steps.map((step) => (
                <li key={`${step.status}-${step.at}`}>
                  <time dateTime={step.at} className="mr-2 text-gray-600 dark:text-gray-400">
                    {f.date(step.at, 'time')}
                  </time>
                  {step.label}
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        <Link to={paths.ride.getHref()} className={buttonClasses('outline')}>
          {t('shared.getRide')}
        </Link>
      </div>
    </div>
  );
}
