import type { AreaCatalog } from '../../area';
import type { savedSearchesMessages } from './en';

const hi: AreaCatalog<typeof savedSearchesMessages> = {
  'title': 'सहेजी गई खोजें',
  'description': 'एक्सप्लोर से सहेजी गई आपकी खोजें, और हम नए मिलानों के बारे में कितनी बार बताते हैं।',
  'loadFailed': 'आपकी सहेजी गई खोजें लोड नहीं हो सकीं।',
  'empty': 'अभी तक कोई सहेजी गई खोज नहीं',
  'emptyText': 'एक्सप्लोर में खोजें और मेल खाने वाली नई लिस्टिंग जानने के लिए खोज सहेजें दबाएँ।',
  'count': '{limit} में से {count} सहेजी गई खोजें',
  'everything': 'सभी लिस्टिंग',
  'priceRange': '{min} से {max}',
  'priceFrom': '{min} से',
  'priceTo': '{max} तक',
  'frequency': 'अलर्ट',
  'frequency.instant': 'तुरंत',
  'frequency.daily': 'दिन में एक बार',
  'frequency.weekly': 'सप्ताह में एक बार',
  'frequency.off': 'बंद',
  'open': 'परिणाम देखें',
  'rename': 'नाम बदलें',
  'renameTitle': '{name} का नाम बदलें',
  'name': 'नाम',
  'saveName': 'सहेजें',
  'cancel': 'रद्द करें',
  'delete': 'हटाएँ',
  'deleteTitle': '{name} हटाएँ',
  'confirmTitle': 'यह सहेजी गई खोज हटाएँ?',
  'confirmText': '{name} के लिए नई लिस्टिंग की सूचनाएँ आनी बंद हो जाएँगी।',
  'updated': 'सहेजी गई खोज अपडेट हो गई।',
  'deleted': 'सहेजी गई खोज हटा दी गई।',
  'updateFailed': 'यह सहेजी गई खोज बदली नहीं जा सकी। कृपया फिर से प्रयास करें।',
  'loading': 'लोड हो रहा है...',
  'explore': 'मार्केटप्लेस देखें',
};

export default hi;
