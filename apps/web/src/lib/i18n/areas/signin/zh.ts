import type { AreaCatalog } from '../../area';
import type { signinMessages } from './en';

const zh: AreaCatalog<typeof signinMessages> = {
  'signin.intro': '欢迎回来！登录后即可买卖和聊天。',
  'signin.remember': '记住我',
  'signin.forgot': '忘记密码？',
  'signin.busy': '正在登录...',
  'signin.failed': '登录失败。',
  'signin.new': '第一次用 Dwa？',
  'otp.verifyAccount': '验证你的账户',
  'otp.finishSignIn': '{message} 输入验证码即可完成登录。',
  'otp.backToSignIn': '返回登录',
};

export default zh;
