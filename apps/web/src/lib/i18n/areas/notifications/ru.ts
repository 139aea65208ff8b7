import type { AreaCatalog } from '../../area';
import type { notificationsMessages } from './en';

const ru: AreaCatalog<typeof notificationsMessages> = {
  'title': 'Уведомления',
  'tab.all': 'Все',
  'tab.activity': 'Активность',
  'tab.promo': 'Акции',
  'tab.support': 'Поддержка',
  'empty': 'Пока ничего нового — у вас всё в порядке!',
  'unread': 'Не прочитано:',
  'loading': 'Загружаем уведомления…',
  'loadFailed': 'Не удалось загрузить уведомления.',
  'tryAgain': 'Повторить',
  'markFailed': 'Не удалось отметить уведомления как прочитанные. Попробуйте позже.',
  'markFailed.offline': 'Не удалось отметить уведомления как прочитанные. Проверьте подключение и попробуйте снова.',
  'markAll': 'Отметить все как прочитанные',
  'loadingMore': 'Загрузка…',
  'loadMore': 'Загрузить ещё',
};

export default ru;
