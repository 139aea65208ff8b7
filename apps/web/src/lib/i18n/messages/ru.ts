import type { Messages } from '../area';
import type { Catalog } from '../catalog';

const ru: Catalog = {
  'shell.skip': 'Перейти к основному содержанию',
  'nav.main': 'Главное меню',
  'nav.home': 'Главная',
  'nav.ecommerce': 'Интернет-магазин',
  'nav.classifieds': 'Объявления',
  'nav.ride': 'Поездки',
  'nav.deliver': 'Доставляй и зарабатывай',
  'nav.about': 'О нас',
  'nav.menu': 'Меню',
  'theme.light': 'Светлая',
  'theme.dark': 'Тёмная',
  'splash.welcome': 'Добро пожаловать в Dwa',
  'splash.skip': 'Пропустить вступление',

  'header.store': 'Шапка магазина',
  'header.searchAndAccount': 'Поиск и аккаунт',
  'header.storeOptions': 'Настройки магазина',
  'header.orderTracking': 'Отслеживание заказа',
  'header.postAd': 'Подать объявление',
  'header.language': 'Язык',
  'header.currency': 'Валюта',
  'header.themeNotice': 'Появилась тёмная тема. Переключайте тему кнопкой «{button}» вверху.',
  'header.dismissThemeNotice': 'Закрыть уведомление о теме',
  'header.wishlist': 'Избранное',
  'header.messages': 'Сообщения',
  'header.messagesUnread': 'Сообщения, непрочитанных: {badge}',
  'header.cart': 'Корзина',
  'header.cartItems':
    '{count, plural, one {Корзина, {badge} товар} few {Корзина, {badge} товара} many {Корзина, {badge} товаров} other {Корзина, {badge} товара}}',
  'header.signIn': 'Войти',
  'header.signUp': 'Регистрация',
  'search.label': 'Поиск объявлений',
  'search.placeholder': 'Найти что угодно...',
  'search.submit': 'Найти',
  'categories.label': 'Категории',
  'categories.all': 'Все категории',
  'categories.search': 'Поиск категорий',
  'categories.none': 'Нет категорий по вашему запросу.',

  'menu.account': 'Аккаунт:',
  'menu.admin': 'Панель администратора',
  'menu.profile': 'Профиль',
  'menu.purchases': 'Мои покупки',
  'menu.likes': 'Понравившееся',
  'menu.manageListings': 'Мои объявления',
  'menu.mySales': 'Мои продажи',
  'menu.promos': 'Скидки и акции',
  'menu.sellingPreferences': 'Настройки продаж',
  'menu.settings': 'Настройки',
  'menu.notifications': 'Уведомления',
  'menu.unread': 'непрочитанных',
  'menu.notificationsUnread': 'Уведомления, непрочитанных: {badge}',
  'menu.darkMode': 'Тёмная тема',
  'menu.logout': 'Выйти',

  'notFound.title': 'Страница не найдена',
  'notFound.code': 'Ошибка 404',
  'notFound.text': 'Страница, которую вы ищете, не существует или была перемещена.',
  'notFound.home': 'На главную',
  'notFound.explore': 'Открыть маркетплейс',

  'tools.label': 'Инструменты страницы',
  'tools.scrollTop': 'Наверх',
  'error.title': 'Непредвиденная ошибка приложения!',
  'error.fallback': 'Что-то пошло не так.',
  'error.home': 'На главную',
  'error.network': 'Не удалось связаться с сервером. Проверьте подключение и попробуйте снова.',
  'status.loading': 'Загрузка…',
  'status.session': 'Проверяем ваш сеанс…',
  'status.messages': 'Загружаем ваши сообщения…',
};

export default ru;

/** This language's area catalogs (ADR 046): each a chunk of its own, loaded with the pages that show the area. */
export const areas = import.meta.glob<{ default: Messages }>('../areas/*/ru.ts');
export { ROUTE_AREAS as routeAreas } from '../route-areas';
