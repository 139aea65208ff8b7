import type { AreaCatalog } from '../../area';
import type { reportsMessages } from './en';

const hi: AreaCatalog<typeof reportsMessages> = {
  'title': 'इस विज्ञापन की रिपोर्ट करें',
  'why': 'आप इस विज्ञापन की रिपोर्ट क्यों कर रहे हैं?',
  'reason.spam': 'स्पैम',
  'reason.inappropriate': 'अनुचित सामग्री',
  'reason.duplicate': 'डुप्लिकेट विज्ञापन',
  'reason.prohibited': 'प्रतिबंधित वस्तु',
  'reason.other': 'अन्य',
  'details': 'अतिरिक्त विवरण',
  'optional': '(वैकल्पिक)',
  'cancel': 'रद्द करें',
  'submitting': 'भेजा जा रहा है...',
  'submit': 'रिपोर्ट भेजें',
  'failed': 'विज्ञापन की रिपोर्ट नहीं हो सकी। कृपया बाद में फिर से कोशिश करें।',
  'network': 'विज्ञापन की रिपोर्ट करते समय त्रुटि हुई। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
};

export default hi;
