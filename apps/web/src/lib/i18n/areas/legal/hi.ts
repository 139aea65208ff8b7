import type { AreaCatalog } from '../../area';
import type { legalMessages } from './en';

const hi: AreaCatalog<typeof legalMessages> = {
  'terms.title': 'नियम और शर्तें',
  'privacy.title': 'गोपनीयता नीति',
  'englishOnly': 'यह दस्तावेज़ अभी केवल अंग्रेज़ी में है।',
  'updated': 'अंतिम अपडेट {date}',
  'contents': 'इस पेज पर',
  'seeAlso': 'यह भी देखें: {document}।',
};

export default hi;
