import { Backpack, Footprints, Headset, Shirt, Sprout, ToyBrick, Watch } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '../../../config/paths';
import type { AreaKey } from '../../../lib/i18n/area';
import type { classifiedsMessages } from '../../../lib/i18n/catalogs/classifieds';

export type FindTile = { label: AreaKey<typeof classifiedsMessages>; href: string; Icon: LucideIcon };

const listings = paths.listings.getHref;

// The spec's seven tiles, each onto the catalogue (@dwa/shared/catalogue). Toys have no category of
// their own: they sit with hobbies under Sports & Leisure, as the All Categories panel has it. Bags
// are found by the word, across Fashion accessories, luggage and school bags.
export const FIND_TILES: FindTile[] = [
  { label: 'find.sneaker', href: listings({ category: 'Fashion', subCategory: 'Shoes' }), Icon: Footprints },
  { label: 'find.shirt', href: listings({ category: 'Fashion', subCategory: 'Men' }), Icon: Shirt },
  { label: 'find.toy', href: listings({ category: 'Sports & Leisure' }), Icon: ToyBrick },
  { label: 'find.headset', href: listings({ category: 'Electronics', subCategory: 'Audio' }), Icon: Headset },
  { label: 'find.watch', href: listings({ category: 'Fashion', subCategory: 'Accessories' }), Icon: Watch },
  { label: 'find.bag', href: listings({ q: 'bag' }), Icon: Backpack },
  { label: 'find.plant', href: listings({ category: 'Home & Garden', subCategory: 'Garden' }), Icon: Sprout },
];
