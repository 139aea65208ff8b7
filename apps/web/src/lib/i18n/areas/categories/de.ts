import type { AreaCatalog } from '../../area';
import type { categoriesMessages } from './en';

const de: AreaCatalog<typeof categoriesMessages> = {
  'Favorite': 'Favoriten',
  'Electronics': 'Elektronik',
  'Fashion': 'Mode',
  'Luxury': 'Luxus',
  'Accessories': 'Accessoires',
  'Autos': 'Autos',
  'Animals/Pets': 'Tiere',
  'Cars': 'Pkw',
  'Property': 'Immobilien',
  'Mobile Phones': 'Handys',
  'Computers': 'Computer',
  'Gadgets': 'Gadgets',
  'Babies & Kids': 'Baby & Kind',
  'Tv & Home Appliances': 'TV & Haushaltsgeräte',
  'Motorcycles': 'Motorräder',
  'Pet Supplies': 'Tierbedarf',
  'Hobbies & Toys': 'Hobby & Spielzeug',
  'Furniture & Décor': 'Möbel & Deko',
  'Video Gaming': 'Videospiele',
  'Personal Care': 'Körperpflege',
  'Audio': 'Audio',
  'Photography': 'Fotografie',
  'Food & Drinks': 'Essen & Trinken',
};

export default de;
