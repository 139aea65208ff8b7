import type { AreaCatalog } from '../../area';
import type { engagementMessages } from './en';

const ru: AreaCatalog<typeof engagementMessages> = {
  'feedback': 'Оценить объявление или пожаловаться',
  'like': 'Нравится',
  'likes': '{count, plural, one {отметка «нравится»} few {отметки «нравится»} many {отметок «нравится»} other {отметки «нравится»}}',
  'report': 'Пожаловаться',
  'reported': 'Жалоба отправлена',
  'wishlist.add': 'В список желаний',
  'wishlist.remove': 'Убрать из списка желаний',
  'wishlist.added': 'Добавлено в список желаний.',
  'wishlist.removed': 'Убрано из списка желаний.',
  'comments': 'Комментарии ({count})',
  'wishlist.updateFailed': 'Не удалось обновить избранное. Попробуйте позже.',
  'wishlist.updateFailed.offline': 'Не удалось обновить избранное. Проверьте подключение и попробуйте снова.',
};

export default ru;
