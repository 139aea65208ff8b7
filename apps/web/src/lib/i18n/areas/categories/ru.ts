import type { AreaCatalog } from '../../area';
import type { categoriesMessages } from './en';

const ru: AreaCatalog<typeof categoriesMessages> = {
  'Favorite': 'Избранное',
  'Electronics': 'Электроника',
  'Fashion': 'Мода',
  'Luxury': 'Люкс',
  'Accessories': 'Аксессуары',
  'Autos': 'Авто',
  'Animals/Pets': 'Животные',
  'Cars': 'Легковые автомобили',
  'Property': 'Недвижимость',
  'Mobile Phones': 'Мобильные телефоны',
  'Computers': 'Компьютеры',
  'Gadgets': 'Гаджеты',
  'Babies & Kids': 'Малыши и дети',
  'Tv & Home Appliances': 'ТВ и бытовая техника',
  'Motorcycles': 'Мотоциклы',
  'Pet Supplies': 'Товары для животных',
  'Hobbies & Toys': 'Хобби и игрушки',
  'Furniture & Décor': 'Мебель и декор',
  'Video Gaming': 'Видеоигры',
  'Personal Care': 'Личная гигиена',
  'Audio': 'Аудио',
  'Photography': 'Фото',
  'Food & Drinks': 'Еда и напитки',
};

export default ru;
