import type { AreaCatalog } from '../../area';
import type { engagementMessages } from './en';

const hi: AreaCatalog<typeof engagementMessages> = {
  'feedback': 'इस लिस्टिंग को लाइक या रिपोर्ट करें',
  'like': 'लाइक',
  'likes': '{count, plural, one {लाइक} other {लाइक}}',
  'report': 'रिपोर्ट करें',
  'reported': 'रिपोर्ट किया गया',
  'wishlist.add': 'विशलिस्ट में जोड़ें',
  'wishlist.remove': 'विशलिस्ट से हटाएँ',
  'wishlist.added': 'आपकी विशलिस्ट में जोड़ा गया।',
  'wishlist.removed': 'आपकी विशलिस्ट से हटाया गया।',
  'comments': 'टिप्पणियाँ ({count})',
  'wishlist.updateFailed': 'आपकी विशलिस्ट अपडेट नहीं हो सकी। कृपया बाद में फिर कोशिश करें।',
  'wishlist.updateFailed.offline': 'आपकी विशलिस्ट अपडेट नहीं हो सकी। कृपया अपना कनेक्शन जाँचें और फिर कोशिश करें।',
};

export default hi;
