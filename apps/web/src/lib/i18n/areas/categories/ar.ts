import type { AreaCatalog } from '../../area';
import type { categoriesMessages } from './en';

const ar: AreaCatalog<typeof categoriesMessages> = {
  'Favorite': 'المفضلة',
  'Electronics': 'إلكترونيات',
  'Fashion': 'أزياء',
  'Luxury': 'فخامة',
  'Accessories': 'إكسسوارات',
  'Autos': 'سيارات ومركبات',
  'Animals/Pets': 'حيوانات أليفة',
  'Cars': 'سيارات',
  'Property': 'عقارات',
  'Mobile Phones': 'هواتف محمولة',
  'Computers': 'حواسيب',
  'Gadgets': 'أجهزة ذكية',
  'Babies & Kids': 'الرضّع والأطفال',
  'Tv & Home Appliances': 'تلفزيونات وأجهزة منزلية',
  'Motorcycles': 'دراجات نارية',
  'Pet Supplies': 'مستلزمات الحيوانات الأليفة',
  'Hobbies & Toys': 'هوايات وألعاب',
  'Furniture & Décor': 'أثاث وديكور',
  'Video Gaming': 'ألعاب الفيديو',
  'Personal Care': 'العناية الشخصية',
  'Audio': 'صوتيات',
  'Photography': 'تصوير',
  'Food & Drinks': 'أطعمة ومشروبات',
};

export default ar;
