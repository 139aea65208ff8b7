import type { AreaCatalog } from '../../area';
import type { authMessages } from './en';

const ru: AreaCatalog<typeof authMessages> = {
  'email': 'Эл. почта',
  'password': 'Пароль',
  'signIn': 'Войти',
  'signUp': 'Зарегистрироваться',
  'social.or': 'или',
  'social.unavailable': 'Вход через {provider} пока недоступен',
};

export default ru;
