import { Backpack, Footprints, Headset, Shirt, Sprout, ToyBrick, Watch } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '../../../config/paths';

export type FindTile = { label: string; href: string; Icon: LucideIcon };

const listings = paths.listings.getHref;

// The spec's seven tiles, each onto the catalogue (@dwa/shared/catalogue). Toys have no category of
// their own: they sit with hobbies under Sports & Leisure, as the All Categories panel has it. Bags
// are found by the word, across Fashion accessories, luggage and school bags.
export const FIND_TILES: FindTile[] = [
  { label: 'Sneaker', href: listings({ category: 'Fashion', subCategory: 'Shoes' }), Icon: Footprints },
  { label: 'Shirt', href: listings({ category: 'Fashion', subCategory: 'Men' }), Icon: Shirt },
  { label: 'Toy', href: listings({ category: 'Sports & Leisure' }), Icon: ToyBrick },
  { label: 'Headset', href: listings({ category: 'Electronics', subCategory: 'Audio' }), Icon: Headset },
  { label: 'Watch', href: listings({ category: 'Fashion', subCategory: 'Accessories' }), Icon: Watch },
  { label: 'Bag', href: listings({ q: 'bag' }), Icon: Backpack },
  { label: 'Plant', href: listings({ category: 'Home & Garden', subCategory: 'Garden' }), Icon: Sprout },
];
