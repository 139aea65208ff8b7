import type { AreaCatalog } from '../../area';
import type { deliveryFareMessages } from './en';

const zh: AreaCatalog<typeof deliveryFareMessages> = {
  'title': '估算配送费用',
  'itemSize': '物品大小',
  'size.small': '小',
  'size.medium': '中',
  'size.large': '大',
  'sizeHint.small': '可装进袋子：文件、手机、食物',
  'sizeHint.medium': '一个箱子：鞋子、小家电',
  'sizeHint.large': '大件：电视、家具、多个箱子',
  'sizeOption': '{size}（{hint}）',
  'urgency': '紧急程度',
  'urgency.standard': '标准',
  'urgency.express': '快速',
  'urgency.urgent': '加急',
  'window.standard': '2-4 小时',
  'window.express': '1-2 小时',
  'window.urgent': '1 小时内',
  'urgencyWindow': '{urgency}（{window}）',
  'getEstimate': '估算费用',
  'pricing': '正在计算...',
  'estimate': '费用估算',
  'estimatedCost': '预计费用',
  'size': '大小',
  'distance': '距离',
  'about': '约 {distance}',
  'paidOnDelivery': '送达时付款，现金或移动支付均可。',
};

export default zh;
