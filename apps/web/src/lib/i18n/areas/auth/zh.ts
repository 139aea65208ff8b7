import type { AreaCatalog } from '../../area';
import type { authMessages } from './en';

const zh: AreaCatalog<typeof authMessages> = {
  'email': '邮箱',
  'password': '密码',
  'signIn': '登录',
  'signUp': '注册',
  'social.or': '或',
  'social.unavailable': '暂不支持使用 {provider} 登录',
};

export default zh;
