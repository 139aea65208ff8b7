import type { AreaCatalog } from '../../area';
import type { authMessages } from './en';

const es: AreaCatalog<typeof authMessages> = {
  'email': 'Correo electrónico',
  'password': 'Contraseña',
  'signIn': 'Iniciar sesión',
  'signUp': 'Registrarse',
  'social.or': 'o',
  'social.unavailable': 'El inicio de sesión con {provider} aún no está disponible',
};

export default es;
