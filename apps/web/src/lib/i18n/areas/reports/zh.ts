import type { AreaCatalog } from '../../area';
import type { reportsMessages } from './en';

const zh: AreaCatalog<typeof reportsMessages> = {
  'title': '举报此广告',
  'why': '您为什么要举报此广告？',
  'reason.spam': '垃圾信息',
  'reason.inappropriate': '不当内容',
  'reason.duplicate': '重复广告',
  'reason.prohibited': '违禁物品',
  'reason.other': '其他',
  'details': '补充说明',
  'optional': '（可选）',
  'cancel': '取消',
  'submitting': '正在提交...',
  'submit': '提交举报',
  'failed': '举报广告失败。请稍后重试。',
  'network': '举报广告时出错。请检查网络连接后重试。',
};

export default zh;
