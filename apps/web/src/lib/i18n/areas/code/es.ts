import type { AreaCatalog } from '../../area';
import type { codeMessages } from './en';

const es: AreaCatalog<typeof codeMessages> = {
  'otp.missing': 'Introduce el código de 6 dígitos.',
  'otp.invalid': 'Código no válido. Inténtalo de nuevo.',
  'otp.sendFailed': 'No se pudo enviar el código',
  'otp.verify': 'Verificar',
  'otp.verifying': 'Verificando...',
  'otp.sending': 'Enviando...',
  'otp.resendIn': 'Reenviar el código en {seconds} s',
  'otp.resend': 'Reenviar el código',
};

export default es;
