import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '../../../lib/router';
import { imageCountError, MAX_LISTING_IMAGES } from '@dwa/shared/listings';
import type { Listing, ListingFormValues, ListingInput } from '@dwa/shared/listings';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DeadEnd } from '../../../components/ui/dead-end';
import { ImagePicker } from '../../../components/ui/image-picker';
import { Page } from '../../../components/ui/page';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, SESSION_EXPIRED_MESSAGE } from '../../../lib/http';
import { clearAuth, getAuthToken } from '../../../lib/storage';
import { notify } from '../../../lib/toast';
import { isNotFound, useListing } from '../api/get-listing';
import { useUpdateListing } from '../api/update-listing';
import { useImagePicker } from '../hooks/use-image-picker';
import { useListingForm } from '../hooks/use-listing-form';
import { describeEditFailure, fieldIssues } from '../lib/failure-messages';
import { focusFirstError } from '../lib/focus-first-error';
import { galleryImages } from '../lib/gallery-images';
import { listingToFormFields } from '../lib/listing-form-data';
import { IMAGE_ACCEPT } from '../lib/pick-images';
import { CurrentImageTiles } from './current-images';
import { ListingFields } from './listing-fields';
import { useT } from '../../../lib/i18n/i18n-context';
import { postingMessages } from '../../../lib/i18n/catalogs/posting';

export const REDIRECT_AFTER_UPDATE_MS = 1500;

const FORM_FIELDS = new Set<string>([
  'title',
  'description',
  'price',
  'category',
  'sub_category',
  'brand',
  'type',
  'condition',
  'promotion',
  'region',
  'town',
]);

function EditListingForm({ listing }: { listing: Listing }) {
  const navigate = useNavigate();
  const t = useT(postingMessages);
  const form = useListingForm(listingToFormFields(listing));
  const update = useUpdateListing();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [progress, setProgress] = useState(0);
  const [saved, setSaved] = useState(false);
  const [imageIssue, setImageIssue] = useState<string | null>(null);
  const redirect = useRef<number | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  // Each Update takes focus to the first error, if any (submitCount changes in the render that
  // shows them); the server's field errors arrive later and bump their own count.
  const { submitCount } = form.formState;
  const [serverErrors, setServerErrors] = useState(0);
  useEffect(() => {
    if (submitCount > 0) focusFirstError(formRef.current);
  }, [submitCount, serverErrors]);
  const detailHref = paths.listing.getHref(listing.id);

  const current = galleryImages(listing).map((image, index) => ({ url: listing.images[index] ?? image.src, thumb: image.thumb }));
  const kept = current.filter((image) => !removed.has(image.url)).map((image) => image.url);
  const picker = useImagePicker(MAX_LISTING_IMAGES - kept.length);
  const countError = imageCountError(kept.length + picker.images.length);

  useEffect(() => () => window.clearTimeout(redirect.current), []);

  function toggleImage(url: string) {
    setImageIssue(null);
    setRemoved((old) => {
      const next = new Set(old);
      if (next.has(url)) next.delete(url);
      else next.add(url);
      return next;
    });
  }

  function save(input: ListingInput) {
    if (countError) return setImageIssue(countError);
    if (!getAuthToken()) {
      notify.error(t('edit.noToken'));
      void navigate(paths.signin.getHref(paths.editListing.getHref(listing.id)));
      return;
    }
    setProgress(0);
    update.mutate(
      { id: String(listing.id), input, keepImages: kept, newImages: picker.files, onProgress: setProgress },
      {
        onSuccess: () => {
          setSaved(true);
          notify.success(t('edit.updated'));
          redirect.current = window.setTimeout(() => void navigate(detailHref, { state: { fromManage: true } }), REDIRECT_AFTER_UPDATE_MS);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) {
            // A multipart answer does not pass through the shared client: say it here, and let the guard redirect.
            notify.error(SESSION_EXPIRED_MESSAGE);
            clearAuth();
            return;
          }
          for (const issue of fieldIssues(error)) {
            if (FORM_FIELDS.has(issue.field)) form.setError(issue.field as keyof ListingFormValues, { message: issue.message });
            else setImageIssue(issue.message);
          }
          setServerErrors((count) => count + 1);
          notify.error(describeEditFailure(t, error));
        },
      },
    );
  }

  const busy = update.isPending || saved;
  return (
    <form noValidate aria-label={t('edit.form')} ref={formRef} onSubmit={form.handleSubmit(save)} className="space-y-6">
      <ListingFields form={form} />
      <ImagePicker
        label={t('photos')}
        hint={t('edit.photosHint', { max: MAX_LISTING_IMAGES })}
        images={picker.images}
        accept={IMAGE_ACCEPT}
        max={MAX_LISTING_IMAGES - kept.length}
        notice={picker.notice}
        error={imageIssue ?? (form.formState.isSubmitted ? countError : null)}
        onAdd={(files) => {
          setImageIssue(null);
          picker.add(files);
        }}
        onRemove={picker.remove}
        onMove={picker.move}
      >
        {current.length > 0 ? <CurrentImageTiles images={current} removed={removed} onToggle={toggleImage} /> : null}
      </ImagePicker>
      {update.isPending && picker.images.length > 0 ? (
        <UploadProgress percent={progress} label={progress >= 100 ? t('processingPhotos') : t('edit.uploading')} />
      ) : null}
      <div className="flex flex-col-reverse gap-3 border-t border-gray-200 pt-5 sm:flex-row sm:justify-end dark:border-gray-800">
        <Link to={detailHref} state={{ fromManage: true }} className={buttonClasses('outline')}>
          {t('edit.cancel')}
        </Link>
        <Button type="submit" size="lg" disabled={busy || picker.busy} aria-busy={update.isPending || undefined}>
          {update.isPending ? t('edit.updating') : picker.busy ? t('preparingPhotos') : t('edit.update')}
        </Button>
      </div>
    </form>
  );
}

function EditNotFound({ onRetry }: { onRetry?: () => void }) {
  const t = useT(postingMessages);
  return (
    <DeadEnd
      title={t('edit.notFound')}
      text={onRetry ? t('edit.loadFailed') : t('edit.notYours')}
      links={[{ to: paths.manageListings.getHref(), label: t('edit.backToMine') }]}
    >
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          {t('edit.tryAgain')}
        </Button>
      ) : null}
    </DeadEnd>
  );
}

export function EditListingPage({ id }: { id: string }) {
  const query = useListing(id);
  const t = useT(postingMessages);
  if (!/^\d+$/.test(id)) return <EditNotFound />;
  if (query.isPending) return <Spinner label={t('edit.loading')} />;
  if (query.isError) return <EditNotFound onRetry={isNotFound(query.error) ? undefined : () => void query.refetch()} />;
  if (!query.data.is_owner) return <EditNotFound />;
  return (
    <Page title={t('edit.title')} description={query.data.title}>
      <EditListingForm key={query.data.id} listing={query.data} />
    </Page>
  );
}
