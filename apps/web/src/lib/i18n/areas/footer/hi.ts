import type { AreaCatalog } from '../../area';
import type { footerMessages } from './en';

const hi: AreaCatalog<typeof footerMessages> = {
  'classifieds': 'क्लासिफ़ाइड',
  'browseAll': 'सभी विज्ञापन देखें',
  'postAd': 'विज्ञापन डालें',
  'savedItems': 'सहेजे गए आइटम',
  'logIn': 'लॉग इन करें',
  'createAccount': 'खाता बनाएँ',
  'inbox': 'इनबॉक्स',
  'yourAccount': 'आपका खाता',
  'support': 'सहायता',
  'classifiedsCopyright': 'Dwa क्लासिफ़ाइड',
  'rights': 'Dwa. सर्वाधिकार सुरक्षित।',
  'city': 'अक्रा, घाना',
  'hours': 'सोमवार से शुक्रवार, सुबह 8 बजे से रात 9 बजे तक',
  'trackOrder': 'ऑर्डर ट्रैक करें',
  'becomeCourier': 'कूरियर बनें',
  'sellOnDwa': 'Dwa पर बेचें',
  'explore': 'मार्केटप्लेस देखें',
  'newsletter': 'न्यूज़लेटर',
  'contact': 'संपर्क करें',
  'help': 'मदद',
  'getApp': 'ऐप पाएँ',
  'paymentMethods': 'हम ये भुगतान तरीके स्वीकार करते हैं',
  'comingSoon': 'जल्द ही उपलब्ध',
  'company': 'कंपनी',
  'courierJobs': 'कूरियर की नौकरियाँ',
  'onlineStore': 'ऑनलाइन स्टोर',
  'dwaRide': 'Dwa Ride',
  'yourPurchases': 'आपकी खरीदारी',
  'follow': 'हमें फ़ॉलो करें',
  'newTab': '(नए टैब में खुलता है)',
  'tagline': 'घाना का मार्केटप्लेस: क्लासिफ़ाइड, खरीदारी और उसी दिन डिलीवरी।',
};

export default hi;
