import type { AreaCatalog } from '../../area';
import type { newsletterMessages } from './en';

const ru: AreaCatalog<typeof newsletterMessages> = {
  'title': 'Рассылка',
  'heading': 'Рассылка Dwa',
  'howTo': 'Чтобы подписаться, введите адрес эл. почты в форме внизу страницы — мы пришлём ссылку для подтверждения. Чтобы отписаться, перейдите по ссылке в конце любого письма рассылки.',
  'failed': 'Что-то пошло не так. Проверьте подключение и попробуйте ещё раз.',
  'explore': 'Открыть маркетплейс',
  'confirm.heading': 'Подтвердите подписку',
  'confirm.lead': 'Получайте скидки и новости Dwa на почту. Отписаться можно в любой момент из любого письма.',
  'confirm.button': 'Подтвердить подписку',
  'confirm.busy': 'Подтверждаем…',
  'unsubscribe.heading': 'Отписаться от рассылки',
  'unsubscribe.lead': 'Вы больше не будете получать рассылку Dwa на этот адрес.',
  'unsubscribe.button': 'Отписаться',
  'unsubscribe.busy': 'Отписываем…',
};

export default ru;
