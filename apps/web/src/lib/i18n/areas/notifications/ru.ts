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
  'push.title': 'Push-уведомления',
  'push.hint': 'Узнавайте о сообщениях, заказах, доставках, поездках и оповещениях на этом устройстве, даже когда Dwa закрыт.',
  'push.device': 'Push на этом устройстве',
  'push.on': 'Push включены на этом устройстве.',
  'push.unsupported': 'Этот браузер не может получать push здесь. Установите Dwa или используйте браузер с поддержкой уведомлений.',
  'push.denied': 'Уведомления Dwa заблокированы в этом браузере. Разрешите их в настройках сайта, чтобы включить push.',
  'push.failed': 'Не удалось изменить push на этом устройстве. Попробуйте ещё раз.',
  'push.kinds': 'Что присылать',
  'push.kind.messages': 'Сообщения',
  'push.kind.orders': 'Заказы',
  'push.kind.deliveries': 'Доставки',
  'push.kind.rides': 'Поездки',
  'push.kind.alerts': 'Оповещения по сохранённым поискам',
  'push.saved': 'Настройки push сохранены.',
  'push.saveFailed': 'Не удалось сохранить настройки push.',
  'push.loadFailed': 'Не удалось загрузить настройки push.',
};

export default ru;
