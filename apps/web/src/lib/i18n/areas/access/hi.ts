import type { AreaCatalog } from '../../area';
import type { accessMessages } from './en';

const hi: AreaCatalog<typeof accessMessages> = {
  'seller.title': 'विक्रेता पहुँच आवश्यक है',
  'seller.text': 'यह सुविधा केवल विक्रेता खातों के लिए है। ग्राहक सामान देख और खरीद सकते हैं, लेकिन विज्ञापन प्रबंधित नहीं कर सकते।',
  'seller.upgrade': 'विक्रेता बनें',
  'seller.browse': 'विज्ञापन देखें',
  'admin.title': 'पहुँच अस्वीकृत',
  'admin.code': 'त्रुटि 403',
  'admin.text': 'एडमिन कंसोल केवल Dwa प्रशासकों के लिए है। आपका खाता इसे नहीं खोल सकता।',
  'admin.home': 'होम पेज पर जाएँ',
  'admin.account': 'आपका खाता',
};

export default hi;
