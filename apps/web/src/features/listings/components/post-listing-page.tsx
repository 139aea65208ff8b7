import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { RotateCcw } from 'lucide-react';
import { imageCountError, MAX_LISTING_IMAGES } from '@dwa/shared/listings';
import type { Listing, ListingInput } from '@dwa/shared/listings';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ImagePicker } from '../../../components/ui/image-picker';
import { Page } from '../../../components/ui/page';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { clearAuth, getAuthToken } from '../../../lib/storage';
import { notify } from '../../../lib/toast';
import { useCreateListing } from '../api/create-listing';
import { useImagePicker } from '../hooks/use-image-picker';
import { useListingForm } from '../hooks/use-listing-form';
import { describePostFailure } from '../lib/failure-messages';
import { focusFirstError } from '../lib/focus-first-error';
import { EMPTY_LISTING_FORM, toListingFormData } from '../lib/listing-form-data';
import { templateFields, type ListingTemplate } from '../lib/listing-templates';
import { IMAGE_ACCEPT } from '../lib/pick-images';
import { ListingFields } from './listing-fields';
import { ListingPreview } from './listing-preview';
import { PostSuccess, recentAdsHref } from './post-success';
import { PostingGuidelines } from './posting-guidelines';
import { useT } from '../../../lib/i18n/i18n-context';
import { postingMessages } from '../../../lib/i18n/catalogs/posting';

type Step = { name: 'form' } | { name: 'preview'; input: ListingInput } | { name: 'success'; listing: Listing };

/** Editing, then Preview (only when everything is valid), then Submit, then success (spec: post flow). */
export function PostListingPage() {
  const navigate = useNavigate();
  const t = useT(postingMessages);
  const form = useListingForm();
  const picker = useImagePicker(MAX_LISTING_IMAGES);
  const create = useCreateListing();
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [imagesChecked, setImagesChecked] = useState(false);
  const [progress, setProgress] = useState(0);
  const [becomeSeller, setBecomeSeller] = useState(false);
  const steps = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Each Preview that stays on the form (errors, or photos missing) takes focus to the first error,
  // every time. submitCount changes in the same render that shows the errors; a valid Preview
  // has left the form by then (no form, nothing to focus).
  const { submitCount } = form.formState;
  useEffect(() => {
    if (submitCount > 0) focusFirstError(formRef.current);
  }, [submitCount]);

  const imageError = imagesChecked ? imageCountError(picker.images.length) : null;

  // Each later step starts at the top, with focus there for keyboard and screen-reader users.
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    if (step.name !== 'form') steps.current?.querySelector<HTMLElement>('h2[tabindex]')?.focus({ preventScroll: true });
  }, [step.name]);

  function applyTemplate(template: ListingTemplate) {
    for (const name of ['brand', 'type', 'condition'] as const) form.setValue(name, '');
    for (const [name, value] of Object.entries(templateFields(t, template)) as [keyof typeof EMPTY_LISTING_FORM, string][]) {
      form.setValue(name, value, { shouldDirty: true });
    }
    form.clearErrors();
    notify.info(t('template.applied', { name: t(template.name) }));
  }

  function reset() {
    form.reset(EMPTY_LISTING_FORM);
    picker.reset();
    setImagesChecked(false);
    setProgress(0);
    create.reset();
    setStep({ name: 'form' });
  }

  const preview = form.handleSubmit(
    (input) => {
      setImagesChecked(true);
      if (imageCountError(picker.images.length)) return;
      setStep({ name: 'preview', input });
    },
    () => setImagesChecked(true),
  );

  function submit(input: ListingInput) {
    if (!getAuthToken()) {
      notify.error(t('post.noToken'));
      void navigate(paths.signin.getHref(paths.postListing.getHref()), { state: { from: paths.postListing.getHref() } });
      return;
    }
    setProgress(0);
    create.mutate(
      { body: toListingFormData(input, picker.files), onProgress: setProgress },
      {
        onSuccess: (listing) => setStep({ name: 'success', listing }),
        onError: (error) => {
          const failure = describePostFailure(t, error);
          if (failure.kind === 'become-seller') return setBecomeSeller(true);
          notify.error(failure.message);
          // Clearing the token lets the guard send the seller to /signin and back here afterwards.
          if (failure.kind === 'sign-in') clearAuth();
        },
      },
    );
  }

  return (
    <Page title={t('post.title')} description={t('post.description')}>
      <div ref={steps} className="space-y-6">
        {step.name === 'form' ? (
          <>
            <PostingGuidelines onUseTemplate={applyTemplate} />
            <form ref={formRef} noValidate onSubmit={preview} aria-label={t('post.form')} className="space-y-6">
              <ListingFields form={form} />
              <ImagePicker
                label={t('photos')}
                hint={t('post.photosHint', { max: MAX_LISTING_IMAGES })}
                images={picker.images}
                accept={IMAGE_ACCEPT}
                max={MAX_LISTING_IMAGES}
                notice={picker.notice}
                error={imageError}
                onAdd={(files) => {
                  picker.add(files);
                  setImagesChecked(true);
                }}
                onRemove={picker.remove}
                onMove={picker.move}
              />
              <div className="flex flex-col-reverse gap-3 border-t border-gray-200 pt-5 sm:flex-row sm:justify-between dark:border-gray-800">
                <Button variant="ghost" onClick={reset}>
                  <RotateCcw aria-hidden="true" className="size-4" />
                  {t('post.reset')}
                </Button>
                <Button type="submit" size="lg" disabled={picker.busy}>
                  {picker.busy ? t('preparingPhotos') : t('post.preview')}
                </Button>
              </div>
            </form>
          </>
        ) : null}

        {step.name === 'preview' ? (
          <>
            <h2 tabIndex={-1} className="text-xl font-bold outline-none">
              {t('preview.title')}
            </h2>
            <p className="text-gray-700 dark:text-gray-300">{t('preview.text')}</p>
            <ListingPreview input={step.input} images={picker.images} />
            {create.isPending ? (
              <UploadProgress percent={progress} label={progress >= 100 ? t('processingPhotos') : t('post.uploading')} />
            ) : null}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="outline" disabled={create.isPending} onClick={() => setStep({ name: 'form' })}>
                {t('preview.edit')}
              </Button>
              <Button size="lg" disabled={create.isPending} aria-busy={create.isPending || undefined} onClick={() => submit(step.input)}>
                {create.isPending ? t('post.submitting') : t('post.submit')}
              </Button>
            </div>
          </>
        ) : null}

        {step.name === 'success' ? (
          <PostSuccess listing={step.listing} onPostAnother={reset} onViewRecent={() => void navigate(recentAdsHref())} />
        ) : null}
      </div>

      <ConfirmDialog
        open={becomeSeller}
        title={t('becomeSeller.title')}
        confirmLabel={t('becomeSeller.confirm')}
        onCancel={() => setBecomeSeller(false)}
        onConfirm={() => {
          setBecomeSeller(false);
          void navigate(paths.becomeSeller.getHref());
        }}
      >
        <p>{t('becomeSeller.text')}</p>
        <p>{t('becomeSeller.apply')}</p>
      </ConfirmDialog>
    </Page>
  );
}
