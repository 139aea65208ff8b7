import type { AreaCatalog } from '../../area';
import type { signinMessages } from './en';

const zh: AreaCatalog<typeof signinMessages> = {
  'signin.intro': '欢迎回来！登录后即可买卖和聊天。',
  'signin.remember': '记住我',
  'signin.forgot': '忘记密码？',
  'signin.busy': '正在登录...',
  'signin.failed': '登录失败。',
  'signin.new': '第一次用 Dwa？',
  'reason.cart': '登录后即可将此商品加入购物车。登录后会立即为您加入。',
  'cart.added': '已加入购物车：{quantity} × {title}',
  'otp.verifyAccount': '验证你的账户',
  'otp.finishSignIn': '{message} 输入验证码即可完成登录。',
  'otp.backToSignIn': '返回登录',
  'phone.use': '改用手机号码',
  'phone.useEmail': '改用电子邮箱',
  'phone.title': '使用手机号登录',
  'phone.intro': '输入您账户的手机号码，我们会通过短信发送 6 位验证码。',
  'phone.label': '手机号码',
  'phone.send': '发送验证码',
  'phone.sending': '正在发送...',
  'phone.failed': '无法发送验证码。',
  'phone.codeTitle': '输入验证码',
  'phone.sentTo': '如果 {phone} 属于某个 Dwa 账户，我们已通过短信向其发送 6 位验证码，10 分钟内有效。',
  'phone.resent': '我们已通过短信发送新的验证码。',
  'phone.back': '返回',
};

export default zh;
