import type { AreaCatalog } from '../../area';
import type { wishlistMessages } from './en';

const ru: AreaCatalog<typeof wishlistMessages> = {
  'wishlist.title': 'Избранное',
  'wishlist.description': 'Объявления, которые вы сохранили, чтобы вернуться к ним.',
  'wishlist.label': 'Сохранённые объявления',
  'wishlist.loadFailed': 'Не удалось загрузить избранное.',
  'wishlist.empty': 'В избранном пока пусто',
  'wishlist.emptyText': 'Сохраняйте объявления кнопкой «В избранное» — они появятся здесь.',
  'wishlist.explore': 'Открыть маркетплейс',
  'wishlist.removed': 'Удалено из избранного.',
  'wishlist.updateFailed': 'Не удалось обновить избранное. Попробуйте позже.',
  'wishlist.updateFailed.offline': 'Не удалось обновить избранное. Проверьте подключение и попробуйте снова.',
  'wishlist.remove': 'Удалить',
  'wishlist.removeTitle': 'Удалить {title} из избранного',
  'liked.label': 'Понравившиеся объявления',
  'liked.loadFailed': 'Не удалось загрузить понравившиеся объявления.',
  'tiles.loading': 'Загрузка…',
  'tiles.tryAgain': 'Повторить',
  'tiles.count': '{count, plural, one {# объявление} few {# объявления} many {# объявлений} other {# объявления}}',
  'tiles.loadMore': 'Загрузить ещё',
  'tile.noLocation': 'Место не указано',
  'tile.notOnSale': 'Больше не продаётся',
};

export default ru;
