import { Clock } from 'lucide-react';
import { isWithinAvailability } from '@dwa/shared/delivery-courier-settings-rules';
import { useCourierSettings } from '../api/get-courier-settings';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { useT } from '../../../lib/i18n/i18n-context';

/** While online outside the hours the courier keeps: a reminder (jobs may still be taken). */
export function HoursNote({ now = new Date() }: { now?: Date }) {
  const t = useT(deliveryMessages);
  const settings = useCourierSettings(true);
  const hours = settings.data?.availability ?? null;
  if (!hours || isWithinAvailability(hours, now)) return null;
  const days = hours.days.map((day) => t(`day.${day}`)).join(', ');
  return (
    <p className="mt-3 flex items-start gap-2 text-sm text-amber-800 dark:text-amber-300">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t('settings.outsideHours', { hours: t('settings.hoursSummary', { days, from: hours.from, to: hours.to }) })}
    </p>
  );
}
