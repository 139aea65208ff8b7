import type { Messages } from '../area';
import type { Catalog } from '../catalog';

const zh: Catalog = {
  'shell.skip': '跳到主要内容',
  'nav.main': '主导航',
  'nav.home': '首页',
  'nav.ecommerce': '电子商务',
  'nav.classifieds': '分类信息',
  'nav.ride': '出行',
  'nav.deliver': '送货赚钱',
  'nav.about': '关于我们',
  'nav.menu': '菜单',
  'theme.light': '浅色',
  'theme.dark': '深色',
  'splash.welcome': '欢迎来到 Dwa',
  'splash.skip': '跳过介绍',

  'header.store': '商店页眉',
  'header.searchAndAccount': '搜索和账户',
  'header.storeOptions': '商店选项',
  'header.orderTracking': '订单跟踪',
  'header.postAd': '发布广告',
  'header.language': '语言',
  'header.currency': '货币',
  'header.themeNotice': '深色模式来了。使用顶部的“{button}”按钮切换主题。',
  'header.dismissThemeNotice': '关闭主题提示',
  'header.wishlist': '心愿单',
  'header.messages': '消息',
  'header.messagesUnread': '消息，{badge} 条未读',
  'header.cart': '购物车',
  'header.cartItems': '{count, plural, other {购物车，{badge} 件商品}}',
  'header.signIn': '登录',
  'header.signUp': '注册',
  'search.label': '搜索信息',
  'search.placeholder': '搜索任何东西...',
  'search.submit': '搜索',
  'categories.label': '分类',
  'categories.all': '全部分类',
  'categories.search': '搜索分类',
  'categories.none': '没有与搜索匹配的分类。',

  'menu.account': '账户：',
  'menu.admin': '管理控制台',
  'menu.profile': '个人资料',
  'menu.purchases': '我的购买',
  'menu.likes': '点赞',
  'menu.manageListings': '管理信息',
  'menu.mySales': '我的销售',
  'menu.promos': '折扣与促销',
  'menu.sellingPreferences': '销售偏好',
  'menu.settings': '设置',
  'menu.notifications': '通知',
  'menu.unread': '未读',
  'menu.notificationsUnread': '通知，{badge} 条未读',
  'menu.darkMode': '深色模式',
  'menu.logout': '退出登录',

  'notFound.title': '找不到页面',
  'notFound.code': '错误 404',
  'notFound.text': '您要找的页面不存在或已移动。',
  'notFound.home': '前往首页',
  'notFound.explore': '探索市场',

  'tools.label': '页面工具',
  'tools.scrollTop': '回到顶部',
  'error.title': '应用出现意外错误！',
  'error.fallback': '出了点问题。',
  'error.home': '返回首页',
  'status.loading': '正在加载…',
  'status.session': '正在检查您的登录状态…',
  'status.messages': '正在加载您的消息…',
};

export default zh;

/** This language's area catalogs (ADR 046): each a chunk of its own, loaded with the pages that show the area. */
export const areas = import.meta.glob<{ default: Messages }>('../areas/*/zh.ts');
export { ROUTE_AREAS as routeAreas } from '../route-areas';
