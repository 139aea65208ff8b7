import type { AreaCatalog } from '../../area';
import type { cartMessages } from './en';

const hi: AreaCatalog<typeof cartMessages> = {
  'viewCart': 'कार्ट देखें',
  'yourListing': 'आपकी लिस्टिंग',
  'add': 'कार्ट में जोड़ें',
  'addTitle': 'कार्ट में जोड़ें: {title}',
  'adding': 'जोड़ा जा रहा है...',
  'added': 'आपके कार्ट में जोड़ा गया: {title}',
  'addedMany': 'आपके कार्ट में जोड़ा गया: {quantity} × {title}',
  'stock.unavailable': 'उपलब्ध नहीं',
  'stock.out': 'स्टॉक में नहीं',
  'stock.low': 'सिर्फ़ {count} बचे हैं',
  'stock.in': '{count} स्टॉक में',
  'buy.title': 'शॉप में खरीदें',
  'buy.quantity': 'मात्रा',
  'buy.total': 'कुल',
  'buy.now': 'अभी खरीदें',
  'buy.allInCart': 'बचे हुए सभी {count} आपके कार्ट में हैं।',
  'buy.canAdd': 'आपके कार्ट में {inCart}: आप {room} और जोड़ सकते हैं।',
  'buy.inCart': 'आपके कार्ट में {inCart}।',
  'buy.note': 'उसी दिन कूरियर या पिकअप। मोबाइल मनी या कैश ऑन डिलीवरी से भुगतान करें।',
  'buy.outOfStock': 'यह सामान स्टॉक में नहीं है। यह कब वापस आएगा, विक्रेता से पूछें।',
  'buy.unavailable': 'यह सामान अभी नहीं खरीदा जा सकता।',
};

export default hi;
