import type { AreaCatalog } from '../../area';
import type { accessMessages } from './en';

const ar: AreaCatalog<typeof accessMessages> = {
  'seller.title': 'يلزم حساب بائع',
  'seller.text': 'هذه الميزة متاحة لحسابات البائعين فقط. يمكن للعملاء تصفح المنتجات وشراؤها، لكن لا يمكنهم إدارة الإعلانات.',
  'seller.upgrade': 'الترقية إلى بائع',
  'seller.browse': 'تصفح الإعلانات',
  'admin.title': 'تم رفض الوصول',
  'admin.code': 'خطأ 403',
  'admin.text': 'لوحة الإدارة مخصصة لمسؤولي Dwa فقط. لا يمكن لحسابك فتحها.',
  'admin.home': 'الذهاب إلى الصفحة الرئيسية',
  'admin.account': 'حسابك',
};

export default ar;
