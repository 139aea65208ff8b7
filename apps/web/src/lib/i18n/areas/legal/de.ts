import type { AreaCatalog } from '../../area';
import type { legalMessages } from './en';

const de: AreaCatalog<typeof legalMessages> = {
  'terms.title': 'Allgemeine Geschäftsbedingungen',
  'privacy.title': 'Datenschutzerklärung',
  'englishOnly': 'Dieses Dokument gibt es vorerst nur auf Englisch.',
  'updated': 'Zuletzt aktualisiert am {date}',
  'contents': 'Auf dieser Seite',
  'seeAlso': 'Siehe auch: {document}.',
};

export default de;
