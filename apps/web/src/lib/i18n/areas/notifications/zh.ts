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
  'push.title': '推送通知',
  'push.hint': '即使 Dwa 已关闭，也能在此设备上收到消息、订单、配送、行程和提醒。',
  'push.device': '在此设备上推送',
  'push.on': '此设备已开启推送。',
  'push.unsupported': '此浏览器无法在这里接收推送。请安装 Dwa 或使用支持通知的浏览器。',
  'push.denied': '此浏览器已阻止 Dwa 的通知。请在浏览器的网站设置中允许通知以开启推送。',
  'push.failed': '无法更改此设备的推送设置，请重试。',
  'push.kinds': '推送内容',
  'push.kind.messages': '消息',
  'push.kind.orders': '订单',
  'push.kind.deliveries': '配送',
  'push.kind.rides': '行程',
  'push.kind.alerts': '已保存搜索的提醒',
  'push.saved': '推送设置已保存。',
  'push.saveFailed': '无法保存你的推送设置。',
  'push.loadFailed': '无法加载你的推送设置。',
};

export default zh;
