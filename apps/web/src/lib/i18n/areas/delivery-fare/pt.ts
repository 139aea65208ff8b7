import type { AreaCatalog } from '../../area';
import type { deliveryFareMessages } from './en';

const pt: AreaCatalog<typeof deliveryFareMessages> = {
  'title': 'Calcular o preço de uma entrega',
  'itemSize': 'Tamanho do item',
  'size.small': 'Pequeno',
  'size.medium': 'Médio',
  'size.large': 'Grande',
  'sizeHint.small': 'Cabe num saco: documentos, telemóvel, comida',
  'sizeHint.medium': 'Uma caixa: sapatos, pequeno eletrodoméstico',
  'sizeHint.large': 'Volumoso: televisão, móveis, várias caixas',
  'sizeOption': '{size} ({hint})',
  'urgency': 'Urgência',
  'urgency.standard': 'Normal',
  'urgency.express': 'Expresso',
  'urgency.urgent': 'Urgente',
  'window.standard': '2-4 horas',
  'window.express': '1-2 horas',
  'window.urgent': 'Em menos de 1 hora',
  'urgencyWindow': '{urgency} ({window})',
  'getEstimate': 'Calcular tarifa',
  'pricing': 'A calcular...',
  'estimate': 'Tarifa estimada',
  'estimatedCost': 'Custo estimado',
  'size': 'Tamanho',
  'distance': 'Distância',
  'about': 'Cerca de {distance}',
  'paidOnDelivery': 'Pago na entrega, em dinheiro ou mobile money.',
};

export default pt;
