import type { AreaCatalog } from '../../area';
import type { pwaMessages } from './en';

const ru: AreaCatalog<typeof pwaMessages> = {
  'update': 'Доступна новая версия Dwa.',
  'reload': 'Обновить',
  'later': 'Позже',
  'install.title': 'Установить Dwa',
  'install.text': 'Открывайте его с главного экрана и читайте просмотренные объявления даже без сети.',
  'install': 'Установить',
  'notNow': 'Не сейчас',
};

export default ru;
