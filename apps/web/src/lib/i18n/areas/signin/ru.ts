import type { AreaCatalog } from '../../area';
import type { signinMessages } from './en';

const ru: AreaCatalog<typeof signinMessages> = {
  'signin.intro': 'С возвращением! Войдите, чтобы покупать, продавать и общаться.',
  'signin.remember': 'Запомнить меня',
  'signin.forgot': 'Забыли пароль?',
  'signin.busy': 'Входим...',
  'signin.failed': 'Не удалось войти.',
  'signin.new': 'Впервые на Dwa?',
  'reason.cart': 'Войдите, чтобы добавить этот товар в корзину. Он будет добавлен сразу после входа.',
  'cart.added': 'Добавлено в корзину: {quantity} × {title}',
  'otp.verifyAccount': 'Подтвердите аккаунт',
  'otp.finishSignIn': '{message} Введите его, чтобы завершить вход.',
  'otp.backToSignIn': 'Назад ко входу',
  'phone.use': 'Использовать номер телефона',
  'phone.useEmail': 'Использовать электронную почту',
  'phone.title': 'Вход по номеру телефона',
  'phone.intro': 'Введите номер мобильного телефона вашей учётной записи, и мы пришлём 6-значный код в SMS.',
  'phone.label': 'Номер телефона',
  'phone.send': 'Отправить код',
  'phone.sending': 'Отправка...',
  'phone.failed': 'Не удалось отправить код.',
  'phone.codeTitle': 'Введите код',
  'phone.sentTo': 'Если номер {phone} привязан к учётной записи Dwa, мы отправили на него 6-значный код в SMS. Он действует 10 минут.',
  'phone.resent': 'Мы отправили новый код в SMS.',
  'phone.back': 'Назад',
};

export default ru;
