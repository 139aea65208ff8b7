import { defineArea } from '../../area';

// The storefront's own category names (ADR 046, issue 36): the header's category strip and the All
// Categories panel, keyed by their English. Each opens Explore on the catalogue's values
// (app/layouts/header/category-links.ts); only the names are translated.
export const categoriesMessages = defineArea('categories', {
  'Favorite': 'Favorite',
  'Electronics': 'Electronics',
  'Fashion': 'Fashion',
  'Luxury': 'Luxury',
  'Accessories': 'Accessories',
  'Autos': 'Autos',
  'Animals/Pets': 'Animals/Pets',
  'Cars': 'Cars',
  'Property': 'Property',
  'Mobile Phones': 'Mobile Phones',
  'Computers': 'Computers',
  'Gadgets': 'Gadgets',
  'Babies & Kids': 'Babies & Kids',
  'Tv & Home Appliances': 'Tv & Home Appliances',
  'Motorcycles': 'Motorcycles',
  'Pet Supplies': 'Pet Supplies',
  'Hobbies & Toys': 'Hobbies & Toys',
  'Furniture & Décor': 'Furniture & Décor',
  'Video Gaming': 'Video Gaming',
  'Personal Care': 'Personal Care',
  'Audio': 'Audio',
  'Photography': 'Photography',
  'Food & Drinks': 'Food & Drinks',
});
