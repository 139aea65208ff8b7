import type { AreaCatalog } from '../../area';
import type { signinMessages } from './en';

const es: AreaCatalog<typeof signinMessages> = {
  'signin.intro': '¡Hola de nuevo! Inicia sesión para comprar, vender y chatear.',
  'signin.remember': 'Recordarme',
  'signin.forgot': '¿Olvidaste tu contraseña?',
  'signin.busy': 'Iniciando sesión...',
  'signin.failed': 'No se pudo iniciar sesión.',
  'signin.new': '¿Eres nuevo en Dwa?',
  'otp.verifyAccount': 'Verifica tu cuenta',
  'otp.finishSignIn': '{message} Introdúcelo para terminar de iniciar sesión.',
  'otp.backToSignIn': 'Volver a iniciar sesión',
};

export default es;
