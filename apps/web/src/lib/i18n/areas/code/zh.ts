import type { AreaCatalog } from '../../area';
import type { codeMessages } from './en';

const zh: AreaCatalog<typeof codeMessages> = {
  'otp.missing': '请输入 6 位验证码。',
  'otp.invalid': '验证码无效，请重试。',
  'otp.sendFailed': '验证码发送失败',
  'otp.verify': '验证',
  'otp.verifying': '正在验证...',
  'otp.sending': '正在发送...',
  'otp.resendIn': '{seconds} 秒后可重新发送',
  'otp.resend': '重新发送验证码',
};

export default zh;
