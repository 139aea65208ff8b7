import type { ReactNode } from 'react';
import { Carousel } from '../../../components/ui/carousel';
import { useT } from '../../../lib/i18n/i18n-context';
import { classifiedsMessages } from '../../../lib/i18n/catalogs/classifieds';
import { carouselNames } from '../lib/carousel-names';

/**
 * One of the classifieds page's carousels (the banners, the promotions): a section named like the
 * carousel, its controls' words in the classifieds' messages (`<kind>.label`, `.next`, ...).
 */
export function ClassifiedsCarousel({
  id,
  kind,
  intervalMs,
  sectionClassName,
  className,
  slides,
}: {
  id: string;
  kind: 'banners' | 'promos';
  intervalMs: number;
  /** The section's own spacing above the carousel. */
  sectionClassName: string;
  /** The carousel's height and corners. */
  className: string;
  slides: { key: string; content: ReactNode }[];
}) {
  const t = useT(classifiedsMessages);
  return (
    <section id={id} aria-label={t(`${kind}.label`)} className={`mx-auto max-w-7xl px-4 ${sectionClassName}`}>
      <Carousel label={t(`${kind}.label`)} names={carouselNames(t, kind)} intervalMs={intervalMs} className={className} slides={slides} />
    </section>
  );
}
