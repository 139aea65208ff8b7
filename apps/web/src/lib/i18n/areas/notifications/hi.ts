import type { AreaCatalog } from '../../area';
import type { notificationsMessages } from './en';

const hi: AreaCatalog<typeof notificationsMessages> = {
  'title': 'सूचनाएँ',
  'tab.all': 'सभी',
  'tab.activity': 'गतिविधि',
  'tab.promo': 'प्रोमो',
  'tab.support': 'सहायता',
  'empty': 'अभी कोई नई सूचना नहीं, सब ठीक है!',
  'unread': 'अपठित:',
  'loading': 'सूचनाएँ लोड हो रही हैं...',
  'loadFailed': 'आपकी सूचनाएँ लोड नहीं हो सकीं।',
  'tryAgain': 'फिर कोशिश करें',
  'markFailed': 'आपकी सूचनाएँ पढ़ी गई के रूप में चिह्नित नहीं हो सकीं। कृपया बाद में फिर कोशिश करें।',
  'markFailed.offline': 'आपकी सूचनाएँ पढ़ी गई के रूप में चिह्नित नहीं हो सकीं। कृपया अपना कनेक्शन जाँचें और फिर कोशिश करें।',
  'markAll': 'सभी को पढ़ा हुआ चिह्नित करें',
  'loadingMore': 'लोड हो रहा है...',
  'loadMore': 'और लोड करें',
  'push.title': 'पुश सूचनाएँ',
  'push.hint': 'Dwa बंद होने पर भी इस डिवाइस पर संदेश, ऑर्डर, डिलीवरी, सवारी और अलर्ट की सूचना पाएँ।',
  'push.device': 'इस डिवाइस पर पुश',
  'push.on': 'इस डिवाइस के लिए पुश चालू है।',
  'push.unsupported': 'यह ब्राउज़र यहाँ पुश प्राप्त नहीं कर सकता। Dwa इंस्टॉल करें या सूचनाओं का समर्थन करने वाला ब्राउज़र उपयोग करें।',
  'push.denied': 'इस ब्राउज़र में Dwa की सूचनाएँ अवरुद्ध हैं। पुश चालू करने के लिए ब्राउज़र की साइट सेटिंग में उन्हें अनुमति दें।',
  'push.failed': 'इस डिवाइस पर पुश नहीं बदला जा सका। कृपया फिर से प्रयास करें।',
  'push.kinds': 'क्या पुश करें',
  'push.kind.messages': 'संदेश',
  'push.kind.orders': 'ऑर्डर',
  'push.kind.deliveries': 'डिलीवरी',
  'push.kind.rides': 'सवारी',
  'push.kind.alerts': 'सहेजी गई खोजों के अलर्ट',
  'push.saved': 'पुश विकल्प सहेजे गए।',
  'push.saveFailed': 'आपके पुश विकल्प सहेजे नहीं जा सके।',
  'push.loadFailed': 'आपके पुश विकल्प लोड नहीं हो सके।',
};

export default hi;
