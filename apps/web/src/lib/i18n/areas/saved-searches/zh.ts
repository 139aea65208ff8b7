import type { AreaCatalog } from '../../area';
import type { savedSearchesMessages } from './en';

const zh: AreaCatalog<typeof savedSearchesMessages> = {
  'title': '已保存的搜索',
  'description': '您在“探索”中保存的搜索，以及我们通知新匹配的频率。',
  'loadFailed': '无法加载您保存的搜索。',
  'empty': '还没有保存的搜索',
  'emptyText': '在“探索”中搜索并点击“保存搜索”，即可获知符合条件的新商品。',
  'count': '已保存 {count} / {limit} 个搜索',
  'everything': '所有商品',
  'priceRange': '{min} 至 {max}',
  'priceFrom': '{min} 起',
  'priceTo': '最高 {max}',
  'frequency': '提醒',
  'frequency.instant': '立即',
  'frequency.daily': '每天一次',
  'frequency.weekly': '每周一次',
  'frequency.off': '关闭',
  'open': '查看结果',
  'rename': '重命名',
  'renameTitle': '重命名 {name}',
  'name': '名称',
  'saveName': '保存',
  'cancel': '取消',
  'delete': '删除',
  'deleteTitle': '删除 {name}',
  'confirmTitle': '删除此已保存的搜索？',
  'confirmText': '您将不再收到关于 {name} 的新商品通知。',
  'updated': '已更新保存的搜索。',
  'deleted': '已删除保存的搜索。',
  'updateFailed': '无法更改此已保存的搜索，请重试。',
  'loading': '正在加载…',
  'explore': '探索市场',
};

export default zh;
