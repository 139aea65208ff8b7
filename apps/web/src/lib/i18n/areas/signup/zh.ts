import type { AreaCatalog } from '../../area';
import type { signupMessages } from './en';

const zh: AreaCatalog<typeof signupMessages> = {
  'signup.title': '创建账户',
  'signup.intro': '与附近的人买卖和聊天。',
  'signup.name': '姓名',
  'signup.phone': '电话号码',
  'signup.address': '地址',
  'signup.addressExample': '例如 East Legon, Accra',
  'signup.passwordHint': '至少 6 个字符。',
  'signup.confirmPassword': '确认密码',
  'signup.bio': '个人简介',
  'signup.terms': '我接受 Dwa 的{terms}和{privacy}。',
  'signup.termsLink': '条款与条件',
  'signup.privacyLink': '隐私政策',
  'signup.newTab': '（在新标签页中打开）',
  'signup.busy': '正在创建账户...',
  'signup.failed': '注册失败，请稍后再试。',
  'signup.haveAccount': '已有账户？',
  'otp.verifyEmail': '验证你的邮箱',
  'otp.sentTo': '我们已向 {email} 发送 6 位验证码，10 分钟内有效。',
  'otp.resent': '我们已向你的邮箱发送新的验证码。',
  'otp.backToSignup': '返回注册',
  'success.title': '账户创建成功！',
  'success.signedIn': '你的邮箱已验证并已登录。完善个人资料即可开始。',
  'success.notSignedIn': '你的邮箱已验证，但我们无法自动为你登录。请登录后继续。',
  'success.dashboard': '前往控制台',
  'signup.usePhone': '改用手机号码',
  'signup.useEmail': '改用电子邮箱',
  'signup.phoneHint': '您的手机号码：我们会发送短信验证码进行确认。',
  'otp.verifyPhone': '验证您的手机',
  'otp.sentToPhone': '我们已通过短信向 {phone} 发送 6 位验证码，10 分钟内有效。',
  'otp.resentPhone': '我们已通过短信发送新的验证码。',
  'success.signedInPhone': '您的手机号码已验证，并已登录。完善个人资料即可开始。',
};

export default zh;
