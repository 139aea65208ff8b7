import type { AreaCatalog } from '../../area';
import type { signinMessages } from './en';

const es: AreaCatalog<typeof signinMessages> = {
  'signin.intro': '¡Hola de nuevo! Inicia sesión para comprar, vender y chatear.',
  'signin.remember': 'Recordarme',
  'signin.forgot': '¿Olvidaste tu contraseña?',
  'signin.busy': 'Iniciando sesión...',
  'signin.failed': 'No se pudo iniciar sesión.',
  'signin.new': '¿Eres nuevo en Dwa?',
  'reason.cart': 'Inicia sesión para añadir este artículo a tu carrito. Se añadirá en cuanto hayas iniciado sesión.',
  'cart.added': 'Añadido a tu carrito: {quantity} × {title}',
  'otp.verifyAccount': 'Verifica tu cuenta',
  'otp.finishSignIn': '{message} Introdúcelo para terminar de iniciar sesión.',
  'otp.backToSignIn': 'Volver a iniciar sesión',
  'phone.use': 'Usar número de teléfono',
  'phone.useEmail': 'Usar correo electrónico',
  'phone.title': 'Inicia sesión con tu teléfono',
  'phone.intro': 'Introduce el número móvil de tu cuenta y te enviaremos un código de 6 dígitos por SMS.',
  'phone.label': 'Número de teléfono',
  'phone.send': 'Enviar código',
  'phone.sending': 'Enviando...',
  'phone.failed': 'No se pudo enviar el código.',
  'phone.codeTitle': 'Introduce el código',
  'phone.sentTo': 'Si {phone} pertenece a una cuenta de Dwa, le hemos enviado un código de 6 dígitos por SMS. Caduca en 10 minutos.',
  'phone.resent': 'Te hemos enviado un código nuevo por SMS.',
  'phone.back': 'Atrás',
};

export default es;
