import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import {
  REVIEW_BODY_MAX,
  REVIEW_RATINGS,
  REVIEW_REPLY_MAX,
  reviewInputSchema,
  reviewReplyInputSchema,
  type Review,
} from '@dwa/shared/reviews';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { Issue } from '../../../components/ui/issue';
import { SectionError } from '../../../components/ui/section-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { failureText } from '../../../lib/failure-text';
import { notify } from '../../../lib/toast';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { reviewsMessages } from '../../../lib/i18n/catalogs/reviews';
import { useReview, type ReviewSubject } from '../api/get-review';
import { useReplyReview } from '../api/reply-review';
import { useSaveReview } from '../api/save-review';
import { ReviewItem } from './review-item';
import { ReviewPhotosField } from './review-photos-field';
import { uploadReviewPhotos, useRemoveReviewPhoto } from '../api/review-photos';
import { reviewKeys } from '../api/query-keys';
import { UploadProgress } from '../../../components/ui/upload-progress';

const card = 'rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900';

/**
 * On a delivered order's page: for the buyer, "Review the seller" (stars and a few words), then their
 * review, editable until the seller replies; for the seller, the buyer's review and a one-time reply.
 */
export function OrderReviewCard({
  orderId,
  delivered,
  viewer,
}: {
  orderId: number;
  delivered: boolean;
  viewer: 'buyer' | 'seller' | 'admin';
}) {
  if (!delivered || viewer === 'admin') return null;
  return <ReviewCard subject={{ kind: 'order', id: orderId }} />;
}

/** The same card for an order or a classified deal (the ad its seller marked sold to the buyer). */
export function ReviewCard({ subject }: { subject: ReviewSubject }) {
  const t = useT(reviewsMessages);
  const f = useFormat();
  const query = useReview(subject, true);
  const [editing, setEditing] = useState(false);
  if (query.isPending) return <Skeleton className="h-32 rounded-2xl" />;
  if (query.isError) return <SectionError message={t('order.error')} onRetry={() => void query.refetch()} />;
  const { review, my_role: role, can_review: canReview, can_edit: canEdit, can_reply: canReply, review_until: until } = query.data;

  if (role === 'buyer') {
    if (!review && !canReview) return null;
    if (!review || editing) {
      return (
        <section aria-labelledby="order-review-title" className={card}>
          <h2 id="order-review-title" className="font-semibold">
            {review ? t('order.edit') : t('order.title')}
          </h2>
          {!review ? <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('order.prompt')}</p> : null}
          {!review && until ? (
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{t('order.until', { date: f.date(until) })}</p>
          ) : null}
          <ReviewForm subject={subject} review={review} onDone={() => setEditing(false)} />
        </section>
      );
    }
    return (
      <section aria-labelledby="order-review-title" className={card}>
        <h2 id="order-review-title" className="font-semibold">
          {t('order.yours')}
        </h2>
        <div className="mt-2">
          <ReviewItem review={review} />
        </div>
        {canEdit ? (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              {t('order.edit')}
            </Button>
            <span className="text-sm text-gray-600 dark:text-gray-400">{t('order.editUntilReply')}</span>
          </div>
        ) : null}
      </section>
    );
  }

  return (
    <section aria-labelledby="order-review-title" className={card}>
      <h2 id="order-review-title" className="font-semibold">
        {t('order.buyerReview')}
      </h2>
      {review ? (
        <div className="mt-2 space-y-3">
          <ReviewItem review={review} />
          {canReply ? <ReplyForm review={review} /> : null}
        </div>
      ) : (
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          {subject.kind === 'order' ? t('order.noReview') : t('deal.noReview')}
        </p>
      )}
    </section>
  );
}

function ReviewForm({ subject, review, onDone }: { subject: ReviewSubject; review: Review | null; onDone: () => void }) {
  const t = useT(reviewsMessages);
  const save = useSaveReview(subject, review !== null);
  const key = `${subject.kind}-${subject.id}`;
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [body, setBody] = useState(review?.body ?? '');
  const [issues, setIssues] = useState<{ rating?: string; body?: string }>({});
  const [photos, setPhotos] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [photoError, setPhotoError] = useState<unknown>(null);
  const removePhoto = useRemoveReviewPhoto();
  const queryClient = useQueryClient();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reviewInputSchema.safeParse({ rating: rating ?? undefined, body });
    if (!parsed.success) {
      const found: { rating?: string; body?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'rating' || key === 'body') && !found[key]) found[key] = issue.message;
      }
      setIssues(found);
      return;
    }
    setIssues({});
    setPhotoError(null);
    save.mutate(parsed.data, {
      onSuccess: async (saved) => {
        if (photos.length > 0) {
          // The review is saved first; its photos follow with a progress bar (mobile data is slow).
          setProgress(0);
          try {
            await uploadReviewPhotos(saved.id, photos, setProgress);
            setPhotos([]);
          } catch (error) {
            setPhotoError(error);
            return;
          } finally {
            setProgress(null);
            void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
          }
        }
        notify.success(review ? t('order.saved') : t('order.posted'));
        onDone();
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3">
      <fieldset aria-describedby={issues.rating ? `review-rating-error-${key}` : undefined}>
        <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">{t('order.rating')}</legend>
        <div className="flex flex-wrap gap-2">
          {REVIEW_RATINGS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-gray-300 px-3 text-sm has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-500 dark:border-gray-600 dark:has-[:checked]:bg-amber-950/40"
            >
              <input
                type="radio"
                name={`rating-${key}`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="size-4 accent-amber-600"
              />
              {t('stars', { count: value })}
            </label>
          ))}
        </div>
        {issues.rating ? (
          <p id={`review-rating-error-${key}`} className="mt-1 text-sm text-red-700 dark:text-red-400">
            <Issue text={issues.rating} />
          </p>
        ) : null}
      </fieldset>
      <FormField label={t('order.body')} error={issues.body}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={REVIEW_BODY_MAX}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            className={inputClasses}
          />
        )}
      </FormField>
      <ReviewPhotosField
        saved={review?.photos ?? []}
        onRemoveSaved={(index) => review && removePhoto.mutate({ reviewId: review.id, index })}
        picked={photos}
        onPick={setPhotos}
        disabled={save.isPending || progress !== null || removePhoto.isPending}
      />
      {progress !== null ? <UploadProgress percent={progress} label={t('photos.uploading')} /> : null}
      {save.error ? (
        <FormAlert>
          <Issue text={failureText(save.error, t('order.error'))} />
        </FormAlert>
      ) : null}
      {photoError || removePhoto.error ? (
        <FormAlert>
          <Issue text={failureText(photoError ?? removePhoto.error, t('photos.failed'))} />
        </FormAlert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending || progress !== null}>
          {save.isPending ? t('order.saving') : review ? t('order.save') : t('order.submit')}
        </Button>
        {review ? (
          <Button type="button" variant="outline" onClick={onDone}>
            {t('order.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function ReplyForm({ review }: { review: Review }) {
  const t = useT(reviewsMessages);
  const send = useReplyReview();
  const [reply, setReply] = useState('');
  const [issue, setIssue] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reviewReplyInputSchema.safeParse({ reply });
    if (!parsed.success) return setIssue(parsed.error.issues[0]?.message);
    setIssue(undefined);
    send.mutate({ reviewId: review.id, reply: parsed.data.reply }, { onSuccess: () => notify.success(t('order.replied')) });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <FormField label={t('order.reply')} hint={t('order.replyHelp')} error={issue}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={REVIEW_REPLY_MAX}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
            className={inputClasses}
          />
        )}
      </FormField>
      {send.error ? (
        <FormAlert>
          <Issue text={failureText(send.error, t('order.error'))} />
        </FormAlert>
      ) : null}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? t('order.saving') : t('order.replySubmit')}
      </Button>
    </form>
  );
}
