import type { AreaCatalog } from '../../area';
import type { footerMessages } from './en';

const ru: AreaCatalog<typeof footerMessages> = {
  'classifieds': 'Объявления',
  'browseAll': 'Все объявления',
  'postAd': 'Подать объявление',
  'savedItems': 'Сохранённое',
  'logIn': 'Войти',
  'createAccount': 'Создать аккаунт',
  'inbox': 'Входящие',
  'yourAccount': 'Ваш аккаунт',
  'support': 'Поддержка',
  'classifiedsCopyright': 'Dwa Объявления',
  'rights': 'Dwa. Все права защищены.',
  'city': 'Аккра, Гана',
  'hours': 'С понедельника по пятницу, с 8:00 до 21:00',
  'trackOrder': 'Отследить заказ',
  'becomeCourier': 'Стать курьером',
  'sellOnDwa': 'Продавать на Dwa',
  'explore': 'Открыть маркетплейс',
  'newsletter': 'Рассылка',
  'contact': 'Контакты',
  'help': 'Помощь',
  'getApp': 'Скачать приложение',
  'paymentMethods': 'Способы оплаты, которые мы принимаем',
  'comingSoon': 'Скоро в',
  'company': 'Компания',
  'courierJobs': 'Работа курьером',
  'onlineStore': 'Интернет-магазин',
  'dwaRide': 'Dwa Ride',
  'yourPurchases': 'Ваши покупки',
  'follow': 'Мы в соцсетях',
  'newTab': '(откроется в новой вкладке)',
  'tagline': 'Маркетплейс Ганы: объявления, покупки и доставка в тот же день.',
};

export default ru;
