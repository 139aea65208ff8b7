import type { AreaCatalog } from '../../area';
import type { deliveryFareMessages } from './en';

const es: AreaCatalog<typeof deliveryFareMessages> = {
  'title': 'Calcula el precio de un envío',
  'itemSize': 'Tamaño del artículo',
  'size.small': 'Pequeño',
  'size.medium': 'Mediano',
  'size.large': 'Grande',
  'sizeHint.small': 'Cabe en una bolsa: documentos, teléfono, comida',
  'sizeHint.medium': 'Una caja: zapatos, electrodoméstico pequeño',
  'sizeHint.large': 'Voluminoso: televisor, muebles, varias cajas',
  'sizeOption': '{size} ({hint})',
  'urgency': 'Urgencia',
  'urgency.standard': 'Estándar',
  'urgency.express': 'Exprés',
  'urgency.urgent': 'Urgente',
  'window.standard': '2-4 horas',
  'window.express': '1-2 horas',
  'window.urgent': 'En menos de 1 hora',
  'urgencyWindow': '{urgency} ({window})',
  'getEstimate': 'Calcular tarifa',
  'pricing': 'Calculando...',
  'estimate': 'Tarifa estimada',
  'estimatedCost': 'Coste estimado',
  'size': 'Tamaño',
  'distance': 'Distancia',
  'about': 'Unos {distance}',
  'paidOnDelivery': 'Se paga al entregar, en efectivo o con dinero móvil.',
};

export default es;
