import type { AreaCatalog } from '../../area';
import type { deliveryFareMessages } from './en';

const ru: AreaCatalog<typeof deliveryFareMessages> = {
  'title': 'Рассчитать доставку',
  'itemSize': 'Размер посылки',
  'size.small': 'Маленькая',
  'size.medium': 'Средняя',
  'size.large': 'Большая',
  'sizeHint.small': 'Помещается в сумку: документы, телефон, еда',
  'sizeHint.medium': 'Коробка: обувь, небольшая техника',
  'sizeHint.large': 'Крупногабаритная: телевизор, мебель, несколько коробок',
  'sizeOption': '{size} ({hint})',
  'urgency': 'Срочность',
  'urgency.standard': 'Обычная',
  'urgency.express': 'Экспресс',
  'urgency.urgent': 'Срочная',
  'window.standard': '2–4 часа',
  'window.express': '1–2 часа',
  'window.urgent': 'В течение часа',
  'urgencyWindow': '{urgency} ({window})',
  'getEstimate': 'Рассчитать стоимость',
  'pricing': 'Расчёт...',
  'estimate': 'Расчёт стоимости',
  'estimatedCost': 'Примерная стоимость',
  'size': 'Размер',
  'distance': 'Расстояние',
  'about': 'Около {distance}',
  'paidOnDelivery': 'Оплата при получении, наличными или мобильными деньгами.',
};

export default ru;
