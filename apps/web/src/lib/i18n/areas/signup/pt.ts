import type { AreaCatalog } from '../../area';
import type { signupMessages } from './en';

const pt: AreaCatalog<typeof signupMessages> = {
  'signup.title': 'Crie a sua conta',
  'signup.intro': 'Compre, venda e converse com pessoas perto de si.',
  'signup.name': 'Nome completo',
  'signup.phone': 'Número de telefone',
  'signup.address': 'Morada',
  'signup.addressExample': 'ex.: East Legon, Accra',
  'signup.passwordHint': 'Pelo menos 6 caracteres.',
  'signup.confirmPassword': 'Confirme a palavra-passe',
  'signup.bio': 'Biografia',
  'signup.terms': 'Aceito os Termos e Condições e a Política de Privacidade da Dwa.',
  'signup.busy': 'A criar a conta...',
  'signup.failed': 'O registo falhou. Tente novamente mais tarde.',
  'signup.haveAccount': 'Já tem conta?',
  'otp.verifyEmail': 'Verifique o seu e-mail',
  'otp.sentTo': 'Enviámos um código de 6 dígitos para {email}. Expira em 10 minutos.',
  'otp.resent': 'Enviámos um novo código para o seu e-mail.',
  'otp.backToSignup': 'Voltar ao registo',
  'success.title': 'Conta criada com sucesso!',
  'success.signedIn': 'O seu e-mail está verificado e tem sessão iniciada. Complete o seu perfil para começar.',
  'success.notSignedIn': 'O seu e-mail está verificado, mas não foi possível iniciar sessão automaticamente. Inicie sessão para continuar.',
  'success.dashboard': 'Ir para o painel',
};

export default pt;
