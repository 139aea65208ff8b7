import type { AreaCatalog } from '../../area';
import type { newsletterMessages } from './en';

const hi: AreaCatalog<typeof newsletterMessages> = {
  'title': 'न्यूज़लेटर',
  'heading': 'Dwa न्यूज़लेटर',
  'howTo': 'सब्सक्राइब करने के लिए पेज के नीचे दिए फ़ॉर्म में अपना ईमेल दर्ज करें; हम पुष्टि के लिए आपको एक लिंक भेजेंगे। अनसब्सक्राइब करने के लिए किसी भी न्यूज़लेटर के अंत में दिए लिंक पर जाएँ।',
  'failed': 'कुछ गड़बड़ हो गई। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  'explore': 'मार्केटप्लेस देखें',
  'confirm.heading': 'अपनी सदस्यता की पुष्टि करें',
  'confirm.lead': 'Dwa की डील और खबरें ईमेल से पाएँ। आप किसी भी न्यूज़लेटर से कभी भी अनसब्सक्राइब कर सकते हैं।',
  'confirm.button': 'सदस्यता की पुष्टि करें',
  'confirm.busy': 'पुष्टि हो रही है…',
  'unsubscribe.heading': 'न्यूज़लेटर से अनसब्सक्राइब करें',
  'unsubscribe.lead': 'इस पते पर आपको Dwa से और न्यूज़लेटर नहीं मिलेंगे।',
  'unsubscribe.button': 'अनसब्सक्राइब करें',
  'unsubscribe.busy': 'अनसब्सक्राइब हो रहा है…',
};

export default hi;
