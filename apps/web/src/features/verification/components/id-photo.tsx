import { ImageOff } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePrivatePhoto } from '../../../hooks/use-private-photo';

/** One identity photo, fetched with the session (it has no public address). */
export function IdPhoto({ src, alt, unavailable }: { src: string; alt: string; unavailable: string }) {
  const photo = usePrivatePhoto(src);
  if (photo.status === 'loading') return <Skeleton className="h-32 w-28" />;
  if (photo.status === 'failed') {
    return (
      <span className="flex h-32 w-28 flex-col items-center justify-center gap-1 rounded-lg bg-gray-200 p-2 text-center text-xs text-gray-700 dark:bg-gray-700 dark:text-gray-200">
        <ImageOff aria-hidden="true" className="size-5" />
        {unavailable}
      </span>
    );
  }
  return <img src={photo.url} alt={alt} className="h-32 w-28 rounded-lg object-cover" />;
}
