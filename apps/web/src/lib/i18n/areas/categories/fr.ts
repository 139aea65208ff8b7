import type { AreaCatalog } from '../../area';
import type { categoriesMessages } from './en';

const fr: AreaCatalog<typeof categoriesMessages> = {
  'Favorite': 'Favoris',
  'Electronics': 'Électronique',
  'Fashion': 'Mode',
  'Luxury': 'Luxe',
  'Accessories': 'Accessoires',
  'Autos': 'Autos',
  'Animals/Pets': 'Animaux',
  'Cars': 'Voitures',
  'Property': 'Immobilier',
  'Mobile Phones': 'Téléphones mobiles',
  'Computers': 'Ordinateurs',
  'Gadgets': 'Gadgets',
  'Babies & Kids': 'Bébés et enfants',
  'Tv & Home Appliances': 'TV et électroménager',
  'Motorcycles': 'Motos',
  'Pet Supplies': 'Animalerie',
  'Hobbies & Toys': 'Loisirs et jouets',
  'Furniture & Décor': 'Meubles et déco',
  'Video Gaming': 'Jeux vidéo',
  'Personal Care': 'Soins personnels',
  'Audio': 'Audio',
  'Photography': 'Photographie',
  'Food & Drinks': 'Alimentation et boissons',
};

export default fr;
