import type { AreaCatalog } from '../../area';
import type { pwaMessages } from './en';

const hi: AreaCatalog<typeof pwaMessages> = {
  'update': 'Dwa का नया संस्करण उपलब्ध है।',
  'reload': 'फिर से लोड करें',
  'later': 'बाद में',
  'install.title': 'Dwa इंस्टॉल करें',
  'install.text': 'इसे अपनी होम स्क्रीन से खोलें, और देखे गए विज्ञापन ऑफ़लाइन भी पढ़ें।',
  'install': 'इंस्टॉल करें',
  'notNow': 'अभी नहीं',
};

export default hi;
