import type { AreaCatalog } from '../../area';
import type { categoriesMessages } from './en';

const pt: AreaCatalog<typeof categoriesMessages> = {
  'Favorite': 'Favoritos',
  'Electronics': 'Eletrónica',
  'Fashion': 'Moda',
  'Luxury': 'Luxo',
  'Accessories': 'Acessórios',
  'Autos': 'Automóveis',
  'Animals/Pets': 'Animais',
  'Cars': 'Carros',
  'Property': 'Imóveis',
  'Mobile Phones': 'Telemóveis',
  'Computers': 'Computadores',
  'Gadgets': 'Gadgets',
  'Babies & Kids': 'Bebés e crianças',
  'Tv & Home Appliances': 'TV e eletrodomésticos',
  'Motorcycles': 'Motas',
  'Pet Supplies': 'Artigos para animais',
  'Hobbies & Toys': 'Passatempos e brinquedos',
  'Furniture & Décor': 'Móveis e decoração',
  'Video Gaming': 'Videojogos',
  'Personal Care': 'Cuidados pessoais',
  'Audio': 'Áudio',
  'Photography': 'Fotografia',
  'Food & Drinks': 'Comida e bebidas',
};

export default pt;
