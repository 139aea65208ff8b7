import type { AreaCatalog } from '../../area';
import type { signinMessages } from './en';

const pt: AreaCatalog<typeof signinMessages> = {
  'signin.intro': 'Bem-vindo de volta! Inicie sessão para comprar, vender e conversar.',
  'signin.remember': 'Lembrar-me',
  'signin.forgot': 'Esqueceu a palavra-passe?',
  'signin.busy': 'A iniciar sessão...',
  'signin.failed': 'Falha ao iniciar sessão.',
  'signin.new': 'Novo na Dwa?',
  'otp.verifyAccount': 'Verifique a sua conta',
  'otp.finishSignIn': '{message} Introduza-o para concluir o início de sessão.',
  'otp.backToSignIn': 'Voltar ao início de sessão',
};

export default pt;
