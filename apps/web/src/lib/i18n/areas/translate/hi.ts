import type { AreaCatalog } from '../../area';
import type { translateMessages } from './en';

const hi: AreaCatalog<typeof translateMessages> = {
  'translate': 'अनुवाद करें',
  'translating': 'अनुवाद हो रहा है…',
  'translatedTo': '{target} में अनुवादित',
  'translatedFrom': '{source} से {target} में अनुवादित',
  'showOriginal': 'मूल दिखाएँ',
  'failed': 'इस पाठ का अनुवाद नहीं हो सका। बाद में फिर कोशिश करें।',
};

export default hi;
