import type { AreaCatalog } from '../../area';
import type { signupMessages } from './en';

const ru: AreaCatalog<typeof signupMessages> = {
  'signup.title': 'Создайте аккаунт',
  'signup.intro': 'Покупайте, продавайте и общайтесь с людьми рядом.',
  'signup.name': 'Полное имя',
  'signup.phone': 'Номер телефона',
  'signup.address': 'Адрес',
  'signup.addressExample': 'напр. East Legon, Accra',
  'signup.passwordHint': 'Не менее 6 символов.',
  'signup.confirmPassword': 'Повторите пароль',
  'signup.bio': 'О себе',
  'signup.terms': 'Я принимаю {terms} и {privacy} Dwa.',
  'signup.termsLink': 'Условия использования',
  'signup.privacyLink': 'Политику конфиденциальности',
  'signup.newTab': '(откроется в новой вкладке)',
  'signup.busy': 'Создаём аккаунт...',
  'signup.failed': 'Не удалось зарегистрироваться. Попробуйте позже.',
  'signup.haveAccount': 'Уже есть аккаунт?',
  'otp.verifyEmail': 'Подтвердите почту',
  'otp.sentTo': 'Мы отправили 6-значный код на {email}. Он действует 10 минут.',
  'otp.resent': 'Мы отправили новый код на вашу почту.',
  'otp.backToSignup': 'Назад к регистрации',
  'success.title': 'Аккаунт успешно создан!',
  'success.signedIn': 'Почта подтверждена, вы вошли в аккаунт. Заполните профиль, чтобы начать.',
  'success.notSignedIn': 'Почта подтверждена, но войти автоматически не получилось. Войдите, чтобы продолжить.',
  'success.dashboard': 'Перейти в личный кабинет',
  'signup.usePhone': 'Использовать номер телефона',
  'signup.useEmail': 'Использовать электронную почту',
  'signup.phoneHint': 'Ваш мобильный номер: мы пришлём код в SMS для подтверждения.',
  'otp.verifyPhone': 'Подтвердите номер телефона',
  'otp.sentToPhone': 'Мы отправили 6-значный код на {phone} в SMS. Он действует 10 минут.',
  'otp.resentPhone': 'Мы отправили новый код в SMS.',
  'success.signedInPhone': 'Ваш номер телефона подтверждён, и вы вошли в систему. Заполните профиль, чтобы начать.',
};

export default ru;
