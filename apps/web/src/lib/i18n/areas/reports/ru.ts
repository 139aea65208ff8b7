import type { AreaCatalog } from '../../area';
import type { reportsMessages } from './en';

const ru: AreaCatalog<typeof reportsMessages> = {
  'title': 'Пожаловаться на объявление',
  'why': 'Почему вы жалуетесь на это объявление?',
  'reason.spam': 'Спам',
  'reason.inappropriate': 'Неприемлемое содержание',
  'reason.duplicate': 'Дубликат объявления',
  'reason.prohibited': 'Запрещённый товар',
  'reason.other': 'Другое',
  'details': 'Дополнительные сведения',
  'optional': '(необязательно)',
  'cancel': 'Отмена',
  'submitting': 'Отправка...',
  'submit': 'Отправить жалобу',
  'failed': 'Не удалось отправить жалобу. Попробуйте позже.',
  'network': 'При отправке жалобы произошла ошибка. Проверьте подключение и попробуйте ещё раз.',
};

export default ru;
