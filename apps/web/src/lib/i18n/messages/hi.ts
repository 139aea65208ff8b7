import type { Messages } from '../area';
import type { Catalog } from '../catalog';

const hi: Catalog = {
  'shell.skip': 'मुख्य सामग्री पर जाएँ',
  'nav.main': 'मुख्य',
  'nav.home': 'होम',
  'nav.ecommerce': 'ई-कॉमर्स',
  'nav.classifieds': 'क्लासिफ़ाइड',
  'nav.ride': 'सवारी',
  'nav.deliver': 'डिलीवर करें और कमाएँ',
  'nav.about': 'हमारे बारे में',
  'nav.menu': 'मेनू',
  'theme.light': 'लाइट',
  'theme.dark': 'डार्क',
  'splash.welcome': 'Dwa में आपका स्वागत है',
  'splash.skip': 'परिचय छोड़ें',

  'header.store': 'स्टोर हेडर',
  'header.searchAndAccount': 'खोज और खाता',
  'header.storeOptions': 'स्टोर विकल्प',
  'header.orderTracking': 'ऑर्डर ट्रैकिंग',
  'header.postAd': 'विज्ञापन डालें',
  'header.language': 'भाषा',
  'header.currency': 'मुद्रा',
  'header.themeNotice': 'डार्क मोड आ गया है। थीम बदलने के लिए ऊपर {button} बटन का उपयोग करें।',
  'header.dismissThemeNotice': 'थीम सूचना बंद करें',
  'header.wishlist': 'विशलिस्ट',
  'header.messages': 'संदेश',
  'header.messagesUnread': 'संदेश, {badge} अपठित',
  'header.cart': 'कार्ट',
  'header.cartItems': '{count, plural, one {कार्ट, {badge} आइटम} other {कार्ट, {badge} आइटम}}',
  'header.signIn': 'साइन इन करें',
  'header.signUp': 'साइन अप करें',
  'search.label': 'लिस्टिंग खोजें',
  'search.placeholder': 'कुछ भी खोजें...',
  'search.submit': 'खोजें',
  'categories.label': 'श्रेणियाँ',
  'categories.all': 'सभी श्रेणियाँ',
  'categories.search': 'श्रेणियाँ खोजें',
  'categories.none': 'आपकी खोज से कोई श्रेणी मेल नहीं खाती।',

  'menu.account': 'खाता:',
  'menu.admin': 'एडमिन कंसोल',
  'menu.profile': 'प्रोफ़ाइल',
  'menu.purchases': 'मेरी खरीदारी',
  'menu.likes': 'पसंद',
  'menu.manageListings': 'लिस्टिंग प्रबंधित करें',
  'menu.mySales': 'मेरी बिक्री',
  'menu.promos': 'छूट और प्रोमो',
  'menu.sellingPreferences': 'बिक्री प्राथमिकताएँ',
  'menu.settings': 'सेटिंग्स',
  'menu.notifications': 'सूचनाएँ',
  'menu.unread': 'अपठित',
  'menu.notificationsUnread': 'सूचनाएँ, {badge} अपठित',
  'menu.darkMode': 'डार्क मोड',
  'menu.logout': 'लॉग आउट करें',

  'notFound.title': 'पेज नहीं मिला',
  'notFound.code': 'त्रुटि 404',
  'notFound.text': 'आप जो पेज ढूँढ रहे हैं वह मौजूद नहीं है या हटा दिया गया है।',
  'notFound.home': 'होम पेज पर जाएँ',
  'notFound.explore': 'मार्केटप्लेस देखें',

  'tools.label': 'पेज टूल',
  'tools.scrollTop': 'ऊपर जाएँ',
  'error.title': 'ऐप में अनपेक्षित त्रुटि!',
  'error.fallback': 'कुछ गड़बड़ हो गई।',
  'error.home': 'होम पेज पर वापस जाएँ',
  'status.loading': 'लोड हो रहा है...',
  'status.session': 'आपका सत्र जाँचा जा रहा है...',
  'status.messages': 'आपके संदेश लोड हो रहे हैं...',
};

export default hi;

/** This language's area catalogs (ADR 046): each a chunk of its own, loaded with the pages that show the area. */
export const areas = import.meta.glob<{ default: Messages }>('../areas/*/hi.ts');
export { ROUTE_AREAS as routeAreas } from '../route-areas';
