import type { AreaCatalog } from '../../area';
import type { engagementMessages } from './en';

const zh: AreaCatalog<typeof engagementMessages> = {
  'feedback': '点赞或举报此商品',
  'like': '赞',
  'likes': '{count, plural, other {个赞}}',
  'report': '举报',
  'reported': '已举报',
  'wishlist.add': '加入心愿单',
  'wishlist.remove': '移出心愿单',
  'wishlist.added': '已加入心愿单。',
  'wishlist.removed': '已移出心愿单。',
  'comments': '评论（{count}）',
  'wishlist.updateFailed': '无法更新你的心愿单，请稍后再试。',
  'wishlist.updateFailed.offline': '无法更新你的心愿单，请检查网络连接后重试。',
};

export default zh;
