import { ImageOff } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n/i18n-context';
import { disputesMessages } from '../../../lib/i18n/catalogs/disputes';
import { usePrivatePhoto } from '../../../hooks/use-private-photo';

/** One photo of a dispute message, fetched with the session (it has no public address). */
export function DisputePhoto({ src, index }: { src: string; index: number }) {
  const t = useT(disputesMessages);
  const photo = usePrivatePhoto(src);
  if (photo.status === 'loading') return <Skeleton className="size-28" />;
  if (photo.status === 'failed') {
    return (
      <span className="flex size-28 flex-col items-center justify-center gap-1 rounded-lg bg-gray-200 p-2 text-center text-xs text-gray-700 dark:bg-gray-700 dark:text-gray-200">
        <ImageOff aria-hidden="true" className="size-5" />
        {t('photo.unavailable')}
      </span>
    );
  }
  return (
    <a href={photo.url} target="_blank" rel="noopener noreferrer" aria-label={t('photo.open', { number: index + 1 })}>
      <img
        src={photo.url}
        alt={t('photo.alt', { number: index + 1 })}
        data-testid="dispute-photo"
        className="size-28 rounded-lg object-cover"
      />
    </a>
  );
}
