import { useId, useState, type FormEvent } from 'react';
import { Star } from 'lucide-react';
import type { Ride } from '@dwa/shared/rides';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input-classes';
import { ridesRiderMessages } from '../../../lib/i18n/catalogs/rides-rider';
import { useT } from '../../../lib/i18n/i18n-context';
import { notify } from '../../../lib/toast';
import { useRateRide } from '../api/ride-actions';

/** The rider's stars and comment for a completed ride's driver (on the finished ride, and on its receipt). */
export function RateRide({ ride }: { ride: Pick<Ride, 'id'> }) {
  const t = useT(ridesRiderMessages);
  const rate = useRateRide();
  const [stars, setStars] = useState(0);
  const [review, setReview] = useState('');
  const ids = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (stars < 1) return;
    rate.mutate(
      { id: ride.id, stars, review },
      { onSuccess: () => notify.success(t('rate.thanks')), onError: (error) => notify.error(error.message) },
    );
  }
  return (
    <form onSubmit={submit} className="space-y-2" aria-labelledby={`${ids}-rate`}>
      <p id={`${ids}-rate`} className="font-semibold">
        {t('rate')}
      </p>
      <div role="radiogroup" aria-labelledby={`${ids}-rate`} className="flex gap-1">
        {[1, 2, 3, 4, 5].map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={stars === value}
            aria-label={t('rate.stars', { count: value })}
            onClick={() => setStars(value)}
            className="rounded-md p-1 focus-visible:outline-2 focus-visible:outline-emerald-600"
          >
            <Star
              aria-hidden="true"
              className={`size-8 ${value <= stars ? 'fill-amber-400 text-amber-500' : 'text-gray-400 dark:text-gray-500'}`}
            />
          </button>
        ))}
      </div>
      <label htmlFor={`${ids}-review`} className="block text-sm font-medium">
        {t('rate.comment')}
      </label>
      <input id={`${ids}-review`} className={inputClasses} value={review} onChange={(e) => setReview(e.target.value)} maxLength={500} />
      <Button type="submit" disabled={stars < 1 || rate.isPending}>
        {rate.isPending ? t('rate.sending') : t('rate.submit')}
      </Button>
    </form>
  );
}
