import type { AreaCatalog } from '../../area';
import type { savedSearchesMessages } from './en';

const ru: AreaCatalog<typeof savedSearchesMessages> = {
  'title': 'Сохранённые поиски',
  'description': 'Поиски, сохранённые в разделе «Обзор», и как часто мы сообщаем о новых совпадениях.',
  'loadFailed': 'Не удалось загрузить сохранённые поиски.',
  'empty': 'Сохранённых поисков пока нет',
  'emptyText': 'Ищите в «Обзоре» и нажмите «Сохранить поиск», чтобы узнавать о новых подходящих объявлениях.',
  'count': '{count} из {limit} сохранённых поисков',
  'everything': 'Все объявления',
  'priceRange': 'От {min} до {max}',
  'priceFrom': 'От {min}',
  'priceTo': 'До {max}',
  'frequency': 'Оповещения',
  'frequency.instant': 'Сразу',
  'frequency.daily': 'Раз в день',
  'frequency.weekly': 'Раз в неделю',
  'frequency.off': 'Выключены',
  'open': 'Показать результаты',
  'rename': 'Переименовать',
  'renameTitle': 'Переименовать «{name}»',
  'name': 'Название',
  'saveName': 'Сохранить',
  'cancel': 'Отмена',
  'delete': 'Удалить',
  'deleteTitle': 'Удалить «{name}»',
  'confirmTitle': 'Удалить этот сохранённый поиск?',
  'confirmText': 'Вы перестанете получать оповещения о новых объявлениях для «{name}».',
  'updated': 'Сохранённый поиск обновлён.',
  'deleted': 'Сохранённый поиск удалён.',
  'updateFailed': 'Не удалось изменить сохранённый поиск. Попробуйте ещё раз.',
  'loading': 'Загрузка…',
  'explore': 'Открыть маркетплейс',
};

export default ru;
