import type { AreaCatalog } from '../../area';
import type { signupMessages } from './en';

const es: AreaCatalog<typeof signupMessages> = {
  'signup.title': 'Crea tu cuenta',
  'signup.intro': 'Compra, vende y chatea con gente cerca de ti.',
  'signup.name': 'Nombre completo',
  'signup.phone': 'Número de teléfono',
  'signup.address': 'Dirección',
  'signup.addressExample': 'p. ej. East Legon, Accra',
  'signup.passwordHint': 'Al menos 6 caracteres.',
  'signup.confirmPassword': 'Confirma la contraseña',
  'signup.bio': 'Biografía',
  'signup.terms': 'Acepto los {terms} y la {privacy} de Dwa.',
  'signup.termsLink': 'Términos y Condiciones',
  'signup.privacyLink': 'Política de privacidad',
  'signup.newTab': '(se abre en una pestaña nueva)',
  'signup.busy': 'Creando la cuenta...',
  'signup.failed': 'No se pudo completar el registro. Inténtalo más tarde.',
  'signup.haveAccount': '¿Ya tienes una cuenta?',
  'otp.verifyEmail': 'Verifica tu correo',
  'otp.sentTo': 'Enviamos un código de 6 dígitos a {email}. Caduca en 10 minutos.',
  'otp.resent': 'Te enviamos un código nuevo por correo.',
  'otp.backToSignup': 'Volver al registro',
  'success.title': '¡Cuenta creada correctamente!',
  'success.signedIn': 'Tu correo está verificado y has iniciado sesión. Completa tu perfil para empezar.',
  'success.notSignedIn': 'Tu correo está verificado, pero no pudimos iniciar sesión automáticamente. Inicia sesión para continuar.',
  'success.dashboard': 'Ir al panel',
  'signup.usePhone': 'Usar número de teléfono',
  'signup.useEmail': 'Usar correo electrónico',
  'signup.phoneHint': 'Tu número móvil: te enviaremos un código por SMS para confirmarlo.',
  'otp.verifyPhone': 'Verifica tu teléfono',
  'otp.sentToPhone': 'Hemos enviado un código de 6 dígitos a {phone} por SMS. Caduca en 10 minutos.',
  'otp.resentPhone': 'Te hemos enviado un código nuevo por SMS.',
  'success.signedInPhone': 'Tu número de teléfono está verificado y has iniciado sesión. Completa tu perfil para empezar.',
};

export default es;
