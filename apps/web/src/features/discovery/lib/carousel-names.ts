import type { CarouselNames } from '../../../components/ui/carousel';
import type { AreaT } from '../../../lib/i18n/area';
import type { classifiedsMessages } from '../../../lib/i18n/catalogs/classifieds';

/** A carousel's controls in the classifieds' messages: 'Next banner', 'Show promotion 2', '2 of 5'. */
export function carouselNames(t: AreaT<(typeof classifiedsMessages)['en']>, kind: 'banners' | 'promos'): CarouselNames {
  return {
    previous: t(`${kind}.previous`),
    next: t(`${kind}.next`),
    play: t(`${kind}.play`),
    pause: t(`${kind}.pause`),
    show: (position) => t(`${kind}.show`, { position }),
    slide: (position, count) => t('slide', { position, count }),
  };
}
