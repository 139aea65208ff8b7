import type { AreaCatalog } from '../../area';
import type { categoriesMessages } from './en';

const es: AreaCatalog<typeof categoriesMessages> = {
  'Favorite': 'Favoritos',
  'Electronics': 'Electrónica',
  'Fashion': 'Moda',
  'Luxury': 'Lujo',
  'Accessories': 'Accesorios',
  'Autos': 'Motor',
  'Animals/Pets': 'Mascotas',
  'Cars': 'Coches',
  'Property': 'Inmuebles',
  'Mobile Phones': 'Móviles',
  'Computers': 'Ordenadores',
  'Gadgets': 'Gadgets',
  'Babies & Kids': 'Bebés y niños',
  'Tv & Home Appliances': 'TV y electrodomésticos',
  'Motorcycles': 'Motos',
  'Pet Supplies': 'Artículos para mascotas',
  'Hobbies & Toys': 'Aficiones y juguetes',
  'Furniture & Décor': 'Muebles y decoración',
  'Video Gaming': 'Videojuegos',
  'Personal Care': 'Cuidado personal',
  'Audio': 'Audio',
  'Photography': 'Fotografía',
  'Food & Drinks': 'Comida y bebida',
};

export default es;
