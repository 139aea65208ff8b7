import type { AreaCatalog } from '../../area';
import type { categoriesMessages } from './en';

const zh: AreaCatalog<typeof categoriesMessages> = {
  'Favorite': '收藏',
  'Electronics': '电子产品',
  'Fashion': '时尚',
  'Luxury': '奢侈品',
  'Accessories': '配饰',
  'Autos': '汽车',
  'Animals/Pets': '宠物',
  'Cars': '轿车',
  'Property': '房产',
  'Mobile Phones': '手机',
  'Computers': '电脑',
  'Gadgets': '数码小物',
  'Babies & Kids': '母婴',
  'Tv & Home Appliances': '电视与家电',
  'Motorcycles': '摩托车',
  'Pet Supplies': '宠物用品',
  'Hobbies & Toys': '爱好与玩具',
  'Furniture & Décor': '家具与装饰',
  'Video Gaming': '电子游戏',
  'Personal Care': '个人护理',
  'Audio': '音响',
  'Photography': '摄影',
  'Food & Drinks': '食品饮料',
};

export default zh;
