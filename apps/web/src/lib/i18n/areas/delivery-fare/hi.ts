import type { AreaCatalog } from '../../area';
import type { deliveryFareMessages } from './en';

const hi: AreaCatalog<typeof deliveryFareMessages> = {
  'title': 'डिलीवरी का किराया जानें',
  'itemSize': 'सामान का आकार',
  'size.small': 'छोटा',
  'size.medium': 'मध्यम',
  'size.large': 'बड़ा',
  'sizeHint.small': 'थैले में आ जाए: दस्तावेज़, फ़ोन, खाना',
  'sizeHint.medium': 'एक डिब्बा: जूते, छोटा उपकरण',
  'sizeHint.large': 'भारी-भरकम: टीवी, फ़र्नीचर, कई डिब्बे',
  'sizeOption': '{size} ({hint})',
  'urgency': 'जल्दी',
  'urgency.standard': 'सामान्य',
  'urgency.express': 'एक्सप्रेस',
  'urgency.urgent': 'अति आवश्यक',
  'window.standard': '2-4 घंटे',
  'window.express': '1-2 घंटे',
  'window.urgent': '1 घंटे के भीतर',
  'urgencyWindow': '{urgency} ({window})',
  'getEstimate': 'किराया जानें',
  'pricing': 'किराया निकाला जा रहा है...',
  'estimate': 'अनुमानित किराया',
  'estimatedCost': 'अनुमानित लागत',
  'size': 'आकार',
  'distance': 'दूरी',
  'about': 'लगभग {distance}',
  'paidOnDelivery': 'डिलीवरी पर भुगतान, नकद या मोबाइल मनी से।',
};

export default hi;
