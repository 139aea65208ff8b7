import type { AreaCatalog } from '../../area';
import type { wishlistMessages } from './en';

const zh: AreaCatalog<typeof wishlistMessages> = {
  'wishlist.title': '心愿单',
  'wishlist.description': '你保存以便日后查看的广告。',
  'wishlist.label': '已保存的广告',
  'wishlist.loadFailed': '无法加载你的心愿单。',
  'wishlist.empty': '你的心愿单是空的',
  'wishlist.emptyText': '用“加入心愿单”保存广告，就能在这里找到它们。',
  'wishlist.explore': '探索市场',
  'wishlist.removed': '已从心愿单中移除。',
  'wishlist.updateFailed': '无法更新你的心愿单，请稍后再试。',
  'wishlist.updateFailed.offline': '无法更新你的心愿单，请检查网络连接后重试。',
  'wishlist.remove': '移除',
  'wishlist.removeTitle': '从心愿单中移除 {title}',
  'liked.label': '喜欢的广告',
  'liked.loadFailed': '无法加载你喜欢的广告。',
  'tiles.loading': '正在加载…',
  'tiles.tryAgain': '重试',
  'tiles.count': '{count, plural, other {# 条广告}}',
  'tiles.loadMore': '加载更多',
  'tile.noLocation': '未注明地点',
  'tile.notOnSale': '已不再出售',
};

export default zh;
