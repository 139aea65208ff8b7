import { Suspense, lazy, useEffect, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { preload } from 'react-dom';
import { ChevronLeft, ChevronRight, ImageOff, Maximize2 } from 'lucide-react';
import { wrapIndex } from '../../../lib/wrap-index';
import { useEverTrue } from '../../../hooks/use-ever-true';
import { neighbourIndexes, type GalleryImage } from '../lib/gallery-images';
import { useT } from '../../../lib/i18n/i18n-context';
import { listingDetailMessages } from '../../../lib/i18n/catalogs/listing-detail';

const SIZES = '(min-width: 1024px) 640px, 100vw';

// The full-screen lightbox is fetched once someone shows interest in the photos, not with the page.
const loadLightbox = () => import('../../../components/ui/lightbox');
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));
const arrow =
  'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75 focus-visible:outline-white';

/**
 * Main picture in a fixed 400 px box (no layout shift: object-contain inside it), thumbnails,
 * previous/next wrapping at both ends, and the full-screen lightbox. The current picture and its
 * neighbours are preloaded so stepping through is instant.
 */
export function ListingGallery({ title, images }: { title: string; images: GalleryImage[] }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  // The neighbours wait until the person shows interest (a pointer or focus on the photos, a step):
  // on a phone's first load they would share the connection with the photo shown (the page's
  // largest paint), and most visitors never swipe.
  const [warm, setWarm] = useState(false);
  const t = useT(listingDetailMessages);
  const count = images.length;
  const current = images[wrapIndex(index, count)];
  const lightboxWanted = useEverTrue(open);
  useEffect(() => {
    if (warm) void loadLightbox();
  }, [warm]);

  for (const i of warm ? neighbourIndexes(index, count) : [wrapIndex(index, count)]) {
    const image = images[i];
    if (image)
      preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: SIZES, fetchPriority: i === index ? 'high' : 'low' });
  }
  if (open) {
    for (const i of neighbourIndexes(index, count)) {
      const image = images[i];
      if (image) preload(image.large, { as: 'image', fetchPriority: 'low' });
    }
  }

  const go = (step: number) => {
    setWarm(true);
    setIndex((value) => wrapIndex(value + step, count));
  };
  const warmUp = () => setWarm(true);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    go(event.key === 'ArrowLeft' ? -1 : 1);
  }

  if (!current) {
    return (
      <div className="flex h-[400px] flex-col items-center justify-center gap-2 rounded-2xl bg-gray-100 text-gray-600 dark:bg-gray-900 dark:text-gray-400">
        <ImageOff aria-hidden="true" className="size-10" />
        <p>{t('gallery.none')}</p>
      </div>
    );
  }

  const label = (i: number) => t('gallery.photo', { title, position: i + 1, count });

  return (
    <section aria-label={t('gallery.label')} className="flex flex-col gap-3" onPointerEnter={warmUp} onTouchStart={warmUp} onFocus={warmUp}>
      <div className="relative h-[400px] overflow-hidden rounded-2xl bg-gray-100 dark:bg-gray-900" onKeyDown={onKeyDown}>
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t('gallery.open', { title, position: wrapIndex(index, count) + 1, count })}
          className="group block size-full cursor-zoom-in"
        >
          <img
            key={current.src}
            src={current.src}
            srcSet={current.srcSet}
            sizes={SIZES}
            alt=""
            width={current.width}
            height={current.height}
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding="async"
            className="size-full object-contain"
          />
          <span className="absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-full bg-black/60 px-3 py-1.5 text-xs font-semibold text-white">
            <Maximize2 aria-hidden="true" className="size-3.5" />
            {wrapIndex(index, count) + 1} / {count}
          </span>
        </button>
        {count > 1 ? (
          <>
            <button type="button" onClick={() => go(-1)} aria-label={t('gallery.previous')} className={`${arrow} left-3`}>
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button type="button" onClick={() => go(1)} aria-label={t('gallery.next')} className={`${arrow} right-3`}>
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('gallery.thumbnails')}>
          {images.map((image, i) => (
            <li key={image.src} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('gallery.show', { position: i + 1, count })}
                aria-current={i === wrapIndex(index, count) ? 'true' : undefined}
                className={`block size-16 overflow-hidden rounded-lg border-2 sm:size-20 ${
                  i === wrapIndex(index, count)
                    ? 'border-emerald-600 dark:border-emerald-400'
                    : 'border-transparent opacity-80 hover:opacity-100'
                }`}
              >
                <img src={image.thumb} alt="" loading="lazy" decoding="async" width={80} height={80} className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {lightboxWanted ? (
        <Suspense fallback={null}>
          <Lightbox
            open={open}
            label={t('gallery.lightbox', { title })}
            images={images.map((image, i) => ({ src: image.large, srcSet: image.srcSet, alt: label(i) }))}
            index={wrapIndex(index, count)}
            onIndexChange={setIndex}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
