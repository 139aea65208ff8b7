import type { AreaCatalog } from '../../area';
import type { authMessages } from './en';

const hi: AreaCatalog<typeof authMessages> = {
  'email': 'ईमेल',
  'password': 'पासवर्ड',
  'signIn': 'साइन इन करें',
  'signUp': 'साइन अप करें',
  'social.or': 'या',
  'social.unavailable': '{provider} से साइन इन अभी उपलब्ध नहीं है',
};

export default hi;
