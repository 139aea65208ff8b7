import type { AreaCatalog } from '../../area';
import type { accessMessages } from './en';

const ru: AreaCatalog<typeof accessMessages> = {
  'seller.title': 'Нужен аккаунт продавца',
  'seller.text': 'Эта функция доступна только аккаунтам продавцов. Покупатели могут просматривать и покупать товары, но не могут управлять объявлениями.',
  'seller.upgrade': 'Стать продавцом',
  'seller.browse': 'Смотреть объявления',
  'admin.title': 'Доступ запрещён',
  'admin.code': 'Ошибка 403',
  'admin.text': 'Консоль администратора доступна только администраторам Dwa. Ваш аккаунт не может её открыть.',
  'admin.home': 'На главную страницу',
  'admin.account': 'Ваш аккаунт',
};

export default ru;
