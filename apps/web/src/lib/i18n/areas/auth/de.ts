import type { AreaCatalog } from '../../area';
import type { authMessages } from './en';

const de: AreaCatalog<typeof authMessages> = {
  'email': 'E-Mail',
  'password': 'Passwort',
  'signIn': 'Anmelden',
  'signUp': 'Registrieren',
  'social.or': 'oder',
  'social.unavailable': 'Die Anmeldung mit {provider} ist noch nicht verfügbar',
};

export default de;
