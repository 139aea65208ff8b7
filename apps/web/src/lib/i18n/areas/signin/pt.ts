import type { AreaCatalog } from '../../area';
import type { signinMessages } from './en';

const pt: AreaCatalog<typeof signinMessages> = {
  'signin.intro': 'Bem-vindo de volta! Inicie sessão para comprar, vender e conversar.',
  'signin.remember': 'Lembrar-me',
  'signin.forgot': 'Esqueceu a palavra-passe?',
  'signin.busy': 'A iniciar sessão...',
  'signin.failed': 'Falha ao iniciar sessão.',
  'signin.new': 'Novo na Dwa?',
  'reason.cart': 'Entre para adicionar este item ao seu carrinho. Ele será adicionado assim que você entrar.',
  'cart.added': 'Adicionado ao seu carrinho: {quantity} × {title}',
  'otp.verifyAccount': 'Verifique a sua conta',
  'otp.finishSignIn': '{message} Introduza-o para concluir o início de sessão.',
  'otp.backToSignIn': 'Voltar ao início de sessão',
  'phone.use': 'Usar número de telefone',
  'phone.useEmail': 'Usar e-mail',
  'phone.title': 'Entrar com o seu telefone',
  'phone.intro': 'Introduza o número de telemóvel da sua conta e enviaremos um código de 6 dígitos por SMS.',
  'phone.label': 'Número de telefone',
  'phone.send': 'Enviar código',
  'phone.sending': 'A enviar...',
  'phone.failed': 'Não foi possível enviar o código.',
  'phone.codeTitle': 'Introduza o código',
  'phone.sentTo': 'Se {phone} pertencer a uma conta Dwa, enviámos-lhe um código de 6 dígitos por SMS. Expira em 10 minutos.',
  'phone.resent': 'Enviámos um novo código por SMS.',
  'phone.back': 'Voltar',
};

export default pt;
