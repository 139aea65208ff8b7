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
  'signup.terms': 'Aceito os {terms} e a {privacy} da Dwa.',
  'signup.termsLink': 'Termos e Condições',
  'signup.privacyLink': 'Política de Privacidade',
  'signup.newTab': '(abre numa nova aba)',
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
  'signup.usePhone': 'Usar número de telefone',
  'signup.useEmail': 'Usar e-mail',
  'signup.phoneHint': 'O seu número de telemóvel: enviamos um código por SMS para o confirmar.',
  'otp.verifyPhone': 'Verifique o seu telefone',
  'otp.sentToPhone': 'Enviámos um código de 6 dígitos para {phone} por SMS. Expira em 10 minutos.',
  'otp.resentPhone': 'Enviámos um novo código por SMS.',
  'success.signedInPhone': 'O seu número de telefone está verificado e tem sessão iniciada. Complete o seu perfil para começar.',
};

export default pt;
