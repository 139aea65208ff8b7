import type { AreaCatalog } from '../../area';
import type { cartMessages } from './en';

const ru: AreaCatalog<typeof cartMessages> = {
  'viewCart': 'Открыть корзину',
  'yourListing': 'Ваше объявление',
  'add': 'В корзину',
  'addTitle': 'В корзину: {title}',
  'adding': 'Добавляем...',
  'added': 'Добавлено в корзину: {title}',
  'addedMany': 'Добавлено в корзину: {quantity} × {title}',
  'stock.unavailable': 'Недоступно',
  'stock.out': 'Нет в наличии',
  'stock.low': 'Осталось всего {count}',
  'stock.in': 'В наличии: {count}',
  'buy.title': 'Купить в магазине',
  'buy.quantity': 'Количество',
  'buy.total': 'Итого',
  'buy.now': 'Купить сейчас',
  'buy.allInCart': 'Все оставшиеся {count} уже в вашей корзине.',
  'buy.canAdd': 'В корзине {inCart}: можно добавить ещё {room}.',
  'buy.inCart': 'В корзине: {inCart}.',
  'buy.note': 'Курьер в тот же день или самовывоз. Оплата через Mobile Money или наличными при получении.',
  'buy.outOfStock': 'Товара нет в наличии. Напишите продавцу, чтобы узнать, когда он появится.',
  'buy.unavailable': 'Этот товар сейчас нельзя купить.',
};

export default ru;
