import { defineArea } from '../../area';

// Pricing a delivery (ADR 046): the size and urgency fields and the fare estimate, shared by the
// delivery landing (/delivery) and the request form (/delivery-request). English the source: a key
// added here goes in the eight other catalogs beside it.
export const deliveryFareMessages = defineArea('delivery-fare', {
  'title': 'Price a delivery',
  'itemSize': 'Item size',
  'size.small': 'Small',
  'size.medium': 'Medium',
  'size.large': 'Large',
  'sizeHint.small': 'Fits in a bag: documents, phone, food',
  'sizeHint.medium': 'A box: shoes, small appliance',
  'sizeHint.large': 'Bulky: TV, furniture, several boxes',
  'sizeOption': '{size} ({hint})',
  'urgency': 'Urgency',
  'urgency.standard': 'Standard',
  'urgency.express': 'Express',
  'urgency.urgent': 'Urgent',
  'window.standard': '2-4 hours',
  'window.express': '1-2 hours',
  'window.urgent': 'Within 1 hour',
  'urgencyWindow': '{urgency} ({window})',
  'getEstimate': 'Get Fare Estimate',
  'pricing': 'Pricing...',
  'estimate': 'Fare estimate',
  'estimatedCost': 'Estimated cost',
  'size': 'Size',
  'distance': 'Distance',
  'about': 'About {distance}',
  'paidOnDelivery': 'Paid on delivery, in cash or mobile money.',
});
