import type { AreaCatalog } from '../../area';
import type { footerMessages } from './en';

const zh: AreaCatalog<typeof footerMessages> = {
  'classifieds': '分类信息',
  'browseAll': '浏览所有广告',
  'postAd': '发布广告',
  'savedItems': '已收藏',
  'logIn': '登录',
  'createAccount': '创建账户',
  'inbox': '收件箱',
  'yourAccount': '您的账户',
  'support': '支持',
  'classifiedsCopyright': 'Dwa 分类信息',
  'rights': 'Dwa。保留所有权利。',
  'city': '加纳阿克拉',
  'hours': '周一至周五，上午 8 点至晚上 9 点',
  'trackOrder': '跟踪订单',
  'becomeCourier': '成为快递员',
  'sellOnDwa': '在 Dwa 上销售',
  'explore': '探索市场',
  'newsletter': '电子报',
  'contact': '联系我们',
  'help': '帮助',
  'getApp': '获取应用',
  'paymentMethods': '我们接受的付款方式',
  'comingSoon': '即将登陆',
  'company': '公司',
  'courierJobs': '快递员工作',
  'onlineStore': '网上商店',
  'dwaRide': 'Dwa Ride',
  'yourPurchases': '您的购买',
  'follow': '关注我们',
  'newTab': '（在新标签页中打开）',
  'tagline': '加纳的市场：分类信息、购物和当日送达。',
};

export default zh;
