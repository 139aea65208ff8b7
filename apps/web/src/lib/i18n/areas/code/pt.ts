import type { AreaCatalog } from '../../area';
import type { codeMessages } from './en';

const pt: AreaCatalog<typeof codeMessages> = {
  'otp.missing': 'Introduza o código de 6 dígitos.',
  'otp.invalid': 'Código inválido. Tente novamente.',
  'otp.sendFailed': 'Não foi possível enviar o código',
  'otp.verify': 'Verificar',
  'otp.verifying': 'A verificar...',
  'otp.sending': 'A enviar...',
  'otp.resendIn': 'Reenviar o código daqui a {seconds} s',
  'otp.resend': 'Reenviar o código',
};

export default pt;
