import type { AreaCatalog } from '../../area';
import type { signinMessages } from './en';

const ru: AreaCatalog<typeof signinMessages> = {
  'signin.intro': 'С возвращением! Войдите, чтобы покупать, продавать и общаться.',
  'signin.remember': 'Запомнить меня',
  'signin.forgot': 'Забыли пароль?',
  'signin.busy': 'Входим...',
  'signin.failed': 'Не удалось войти.',
  'signin.new': 'Впервые на Dwa?',
  'otp.verifyAccount': 'Подтвердите аккаунт',
  'otp.finishSignIn': '{message} Введите его, чтобы завершить вход.',
  'otp.backToSignIn': 'Назад ко входу',
};

export default ru;
