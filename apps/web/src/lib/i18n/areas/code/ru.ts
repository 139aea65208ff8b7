import type { AreaCatalog } from '../../area';
import type { codeMessages } from './en';

const ru: AreaCatalog<typeof codeMessages> = {
  'otp.missing': 'Введите 6-значный код.',
  'otp.invalid': 'Неверный код. Попробуйте ещё раз.',
  'otp.sendFailed': 'Не удалось отправить код',
  'otp.verify': 'Подтвердить',
  'otp.verifying': 'Проверяем...',
  'otp.sending': 'Отправляем...',
  'otp.resendIn': 'Отправить код снова через {seconds} с',
  'otp.resend': 'Отправить код снова',
};

export default ru;
