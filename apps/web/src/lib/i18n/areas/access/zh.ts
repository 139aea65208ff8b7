import type { AreaCatalog } from '../../area';
import type { accessMessages } from './en';

const zh: AreaCatalog<typeof accessMessages> = {
  'seller.title': '需要卖家权限',
  'seller.text': '此功能仅对卖家账户开放。顾客可以浏览和购买商品，但不能管理广告。',
  'seller.upgrade': '升级为卖家',
  'seller.browse': '浏览广告',
  'admin.title': '拒绝访问',
  'admin.code': '错误 403',
  'admin.text': '管理控制台仅供 Dwa 管理员使用。您的账户无法打开。',
  'admin.home': '前往首页',
  'admin.account': '您的账户',
};

export default zh;
