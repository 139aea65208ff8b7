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
};

export default hi;
