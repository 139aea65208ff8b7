import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Camera } from 'lucide-react';
import { MESSAGES } from '@dwa/shared/accounts';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { ApiError } from '../../../lib/http';
import { isPicture } from '../../../lib/image-resize';
import { profilePictureUrl } from '../../../lib/media-url';
import { notify } from '../../../lib/toast';
import { uploadProfilePicture } from '../api/upload-picture';
import type { Profile } from '../api/get-profile';
import { photoProblem } from '../lib/photo-check';
import { useT } from '../../../lib/i18n/i18n-context';
import { profileMessages } from '../../../lib/i18n/catalogs/profile';
import { Issue } from '../../../components/ui/issue';

type Upload = { percent: number; done: boolean } | null;

/** Choose a photo, see it, then Save Photo sends it with a progress bar. */
export function PhotoCard({
  profile,
  onUploaded,
  onUnauthorised,
}: {
  profile: Profile;
  onUploaded: (url: string) => void;
  onUnauthorised: () => void;
}) {
  const t = useT(profileMessages);
  const inputRef = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [upload, setUpload] = useState<Upload>(null);
  const uploading = upload !== null && !upload.done;
  const current = profilePictureUrl(profile.profile_picture);

  const file = picked?.file ?? null;
  const preview = picked?.url ?? null;

  // A replaced or dropped preview gives its memory back.
  useEffect(() => {
    if (!picked) return;
    return () => URL.revokeObjectURL(picked.url);
  }, [picked]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setUpload(null);
    // Its name and type can lie (a text file renamed .jpg): it must also decode as a picture.
    const problem = photoProblem(chosen) ?? ((await isPicture(chosen)) ? null : MESSAGES.invalidImage);
    setError(problem);
    setPicked(problem ? null : { file: chosen, url: URL.createObjectURL(chosen) });
  }

  async function save() {
    if (!file) return;
    setError(null);
    setUpload({ percent: 0, done: false });
    try {
      const url = await uploadProfilePicture(file, (percent) => setUpload({ percent, done: false }));
      setUpload({ percent: 100, done: true });
      setPicked(null);
      notify.success(t('photo.saved'));
      onUploaded(url);
    } catch (failure) {
      setUpload(null);
      const message = failure instanceof Error && failure.message ? failure.message : t('photo.failed');
      setError(message);
      notify.error(message);
      if (failure instanceof ApiError && failure.status === 401) onUnauthorised();
    }
  }

  return (
    <section aria-labelledby="photo-title" className="rounded-2xl border border-gray-200 p-5 dark:border-gray-800">
      <h2 id="photo-title" className="text-lg font-bold">
        {t('photo.title')}
      </h2>
      <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <div className="relative">
          {preview ? (
            <img
              src={preview}
              alt={t('photo.preview')}
              width={112}
              height={112}
              className="size-28 rounded-full object-cover ring-2 ring-emerald-600"
            />
          ) : (
            // A photo that does not load shows the initial, as in the header, never clipped alt text.
            <Avatar name={profile.name} src={current} size={112} label={current ? t('photo.current') : undefined} />
          )}
        </div>
        <div className="w-full min-w-0 flex-1 space-y-3">
          <p id="photo-hint" className="text-sm text-gray-600 dark:text-gray-400">
            {t('photo.hint')}
          </p>
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            aria-label={t('photo.choose')}
            aria-describedby="photo-hint"
            tabIndex={-1}
            onChange={(event) => void choose(event)}
            className="sr-only"
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={uploading}>
              <Camera aria-hidden="true" className="size-4" />
              {current || file ? t('photo.change') : t('photo.upload')}
            </Button>
            <Button onClick={save} disabled={!file || uploading}>
              {uploading ? t('photo.saving') : t('photo.save')}
            </Button>
            {file && !uploading ? (
              <Button variant="ghost" onClick={() => setPicked(null)}>
                {t('photo.cancel')}
              </Button>
            ) : null}
          </div>
          {upload ? <UploadProgress percent={upload.percent} label={upload.done ? t('photo.done') : t('photo.uploading')} /> : null}
          {error ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              <Issue text={error} />
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
