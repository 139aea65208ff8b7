import type { AreaCatalog } from '../../area';
import type { wishlistMessages } from './en';

const hi: AreaCatalog<typeof wishlistMessages> = {
  'wishlist.title': 'विशलिस्ट',
  'wishlist.description': 'वे विज्ञापन जिन्हें आपने बाद में देखने के लिए सहेजा।',
  'wishlist.label': 'सहेजे गए विज्ञापन',
  'wishlist.loadFailed': 'आपकी विशलिस्ट लोड नहीं हो सकी।',
  'wishlist.empty': 'आपकी विशलिस्ट खाली है',
  'wishlist.emptyText': '"विशलिस्ट में जोड़ें" से विज्ञापन सहेजें और उन्हें यहाँ पाएँ।',
  'wishlist.explore': 'मार्केटप्लेस देखें',
  'wishlist.removed': 'आपकी विशलिस्ट से हटा दिया गया।',
  'wishlist.updateFailed': 'आपकी विशलिस्ट अपडेट नहीं हो सकी। कृपया बाद में फिर कोशिश करें।',
  'wishlist.updateFailed.offline': 'आपकी विशलिस्ट अपडेट नहीं हो सकी। कृपया अपना कनेक्शन जाँचें और फिर कोशिश करें।',
  'wishlist.remove': 'हटाएँ',
  'wishlist.removeTitle': '{title} को अपनी विशलिस्ट से हटाएँ',
  'liked.label': 'पसंद किए गए विज्ञापन',
  'liked.loadFailed': 'आपके पसंद किए गए विज्ञापन लोड नहीं हो सके।',
  'tiles.loading': 'लोड हो रहा है...',
  'tiles.tryAgain': 'फिर कोशिश करें',
  'tiles.count': '{count, plural, one {# विज्ञापन} other {# विज्ञापन}}',
  'tiles.loadMore': 'और लोड करें',
  'tile.noLocation': 'स्थान नहीं बताया गया',
  'tile.notOnSale': 'अब बिक्री के लिए नहीं',
};

export default hi;
