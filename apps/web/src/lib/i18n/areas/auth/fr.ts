import type { AreaCatalog } from '../../area';
import type { authMessages } from './en';

const fr: AreaCatalog<typeof authMessages> = {
  'email': 'E-mail',
  'password': 'Mot de passe',
  'signIn': 'Se connecter',
  'signUp': "S'inscrire",
  'social.or': 'ou',
  'social.unavailable': 'La connexion avec {provider} n’est pas encore disponible',
};

export default fr;
