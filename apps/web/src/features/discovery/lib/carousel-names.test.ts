import { describe, expect, it } from 'vitest';
import { classifiedsMessages } from '../../../lib/i18n/catalogs/classifieds';
import { areaT } from '../../../testing/i18n';
import { carouselNames } from './carousel-names';

describe("the classifieds carousels' controls", () => {
  it('read as the journeys know them in English, for banners and promotions', async () => {
    const t = await areaT('en', classifiedsMessages);
    const banners = carouselNames(t, 'banners');
    expect([banners.previous, banners.next, banners.play, banners.pause, banners.show(2), banners.slide(2, 5)]).toEqual([
      'Previous banner',
      'Next banner',
      'Play banners',
      'Pause banners',
      'Show banner 2',
      '2 of 5',
    ]);
    const promos = carouselNames(t, 'promos');
    expect([promos.pause, promos.show(3)]).toEqual(['Pause promotions', 'Show promotion 3']);
  });

  it('in the chosen language', async () => {
    const promos = carouselNames(await areaT('fr', classifiedsMessages), 'promos');
    expect([promos.next, promos.show(2), promos.slide(1, 3)]).toEqual(['Promotion suivante', 'Afficher la promotion 2', '1 sur 3']);
  });
});
