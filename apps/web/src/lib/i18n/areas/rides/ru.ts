import type { AreaCatalog } from '../../area';
import type { ridesMessages } from './en';

const ru: AreaCatalog<typeof ridesMessages> = {
  'status.requested': 'Ищем водителя',
  'status.accepted': 'Водитель едет к вам',
  'status.arrived': 'Водитель на месте',
  'status.started': 'В пути',
  'status.completed': 'Завершена',
  'status.cancelled': 'Отменена',
  'vehicle.okada': 'Окада',
  'vehicle.tricycle': 'Трицикл',
  'vehicle.car': 'Автомобиль',
  'method.cash': 'Наличные',
  'method.momo': 'Mobile Money',
  'chat.withDriver': 'Чат с водителем',
  'chat.withRider': 'Чат с пассажиром',
  'chat.empty': 'Сообщений пока нет.',
  'chat.you': 'Вы: ',
  'chat.driver': 'Водитель: ',
  'chat.rider': 'Пассажир: ',
  'chat.location': 'Отправленное местоположение',
  'chat.locationNote': 'Отправленное местоположение: {note}',
  'chat.message': 'Сообщение',
  'chat.placeholder': 'Напишите сообщение',
  'chat.send': 'Отправить',
  'sos': 'SOS',
  'sos.title': 'Отправить SOS?',
  'sos.sending': 'Отправка...',
  'sos.send': 'Отправить SOS',
  'sos.notNow': 'Не сейчас',
  'sos.text': 'Поддержка Dwa сразу получит данные этой поездки и ваше последнее известное местоположение. В опасности звоните 191 (полиция) или 193 (скорая помощь).',
  'sos.sent': 'Поддержка Dwa получила ваш SOS и местоположение. Если вы в опасности, звоните 191 (полиция) или 193 (скорая помощь).',
};

export default ru;
