import { useId, useRef, useState } from 'react';
import { Star } from 'lucide-react';
import type { Delivery } from '@dwa/shared/delivery';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClasses } from '../../../components/ui/form-field';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { useT } from '../../../lib/i18n/i18n-context';
import { notify } from '../../../lib/toast';
import { useRateDelivery } from '../api/rate-delivery';

function RatingForm({ delivery, onClose }: { delivery: Delivery; onClose: () => void }) {
  const t = useT(deliveryMessages);
  const ids = useId();
  // Editing starts from the existing rating; a first rating starts with no star, so nobody posts 5 by accident.
  const [stars, setStars] = useState(delivery.rating?.stars ?? 0);
  const [review, setReview] = useState(delivery.rating?.review ?? '');
  const [missing, setMissing] = useState(false);
  const firstStar = useRef<HTMLInputElement>(null);
  const rate = useRateDelivery();
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (stars === 0) {
          setMissing(true);
          firstStar.current?.focus();
          return;
        }
        rate.mutate(
          { id: delivery.id, input: { stars, review: review.trim() || null } },
          {
            onSuccess: () => {
              notify.success(t('rating.thanks'));
              onClose();
            },
          },
        );
      }}
    >
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {delivery.courier
          ? t('rating.deliveredBy', { item: delivery.item_description, name: delivery.courier.name })
          : delivery.item_description}
      </p>
      <fieldset aria-describedby={missing ? `${ids}-missing` : undefined}>
        <legend className="mb-1 text-sm font-medium">{t('rating.yours')}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="cursor-pointer rounded-md p-1 has-focus-visible:outline-3 has-focus-visible:outline-emerald-600">
              <input
                ref={value === 1 ? firstStar : undefined}
                type="radio"
                name={`${ids}-stars`}
                value={value}
                checked={stars === value}
                onChange={() => (setStars(value), setMissing(false))}
                className="sr-only"
              />
              <span className="sr-only">{t('rating.stars', { count: value })}</span>
              <Star
                aria-hidden="true"
                className={`size-8 ${value <= stars ? 'fill-amber-400 text-amber-500' : 'text-gray-400 dark:text-gray-600'}`}
              />
            </label>
          ))}
        </div>
        {missing ? (
          <p id={`${ids}-missing`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {t('rating.required')}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor={`${ids}-review`} className="mb-1 block text-sm font-medium">
          {t('rating.review')} <span className="font-normal text-gray-600 dark:text-gray-400">{t('rating.optional')}</span>
        </label>
        <textarea
          id={`${ids}-review`}
          rows={3}
          maxLength={500}
          value={review}
          onChange={(e) => setReview(e.target.value)}
          className={inputClasses}
        />
      </div>
      {rate.isError ? <FormAlert>{rate.error.message}</FormAlert> : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={rate.isPending}>
          {rate.isPending ? t('saving') : t('rating.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The spec's rating modal: 1 to 5 stars and an optional review, for a completed delivery. */
export function RatingDialog({ delivery, onClose }: { delivery: Delivery | null; onClose: () => void }) {
  const t = useT(deliveryMessages);
  return (
    <Dialog open={delivery !== null} onClose={onClose} title={delivery?.rating ? t('rating.edit') : t('rating.rate')}>
      {delivery ? <RatingForm key={delivery.id} delivery={delivery} onClose={onClose} /> : null}
    </Dialog>
  );
}
