import type { AreaCatalog } from '../../area';
import type { notificationsMessages } from './en';

const zh: AreaCatalog<typeof notificationsMessages> = {
  'title': '通知',
  'tab.all': '全部',
  'tab.activity': '动态',
  'tab.promo': '优惠',
  'tab.support': '客服',
  'empty': '暂时没有新消息，一切就绪！',
  'unread': '未读：',
  'loading': '正在加载通知…',
  'loadFailed': '无法加载你的通知。',
  'tryAgain': '重试',
  'markFailed': '无法将你的通知标记为已读，请稍后再试。',
  'markFailed.offline': '无法将你的通知标记为已读，请检查网络连接后重试。',
  'markAll': '全部标为已读',
  'loadingMore': '正在加载…',
  'loadMore': '加载更多',
};

export default zh;
