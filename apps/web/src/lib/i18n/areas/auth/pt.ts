import type { AreaCatalog } from '../../area';
import type { authMessages } from './en';

const pt: AreaCatalog<typeof authMessages> = {
  'email': 'E-mail',
  'password': 'Palavra-passe',
  'signIn': 'Iniciar sessão',
  'signUp': 'Registar-se',
  'social.or': 'ou',
  'social.unavailable': 'O início de sessão com {provider} ainda não está disponível',
};

export default pt;
