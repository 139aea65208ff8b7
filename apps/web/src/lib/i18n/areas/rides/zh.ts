import type { AreaCatalog } from '../../area';
import type { ridesMessages } from './en';

const zh: AreaCatalog<typeof ridesMessages> = {
  'status.requested': '正在寻找司机',
  'status.accepted': '司机正在赶来',
  'status.arrived': '司机已到达',
  'status.started': '行程中',
  'status.completed': '已完成',
  'status.cancelled': '已取消',
  'vehicle.okada': '摩的',
  'vehicle.tricycle': '三轮车',
  'vehicle.car': '汽车',
  'method.cash': '现金',
  'method.momo': 'Mobile Money',
  'chat.withDriver': '与司机聊天',
  'chat.withRider': '与乘客聊天',
  'chat.empty': '还没有消息。',
  'chat.you': '你：',
  'chat.driver': '司机：',
  'chat.rider': '乘客：',
  'chat.location': '已分享的位置',
  'chat.locationNote': '已分享的位置：{note}',
  'chat.message': '消息',
  'chat.placeholder': '输入消息',
  'chat.send': '发送',
  'sos': 'SOS',
  'sos.title': '发送 SOS 求救？',
  'sos.sending': '正在发送...',
  'sos.send': '发送 SOS',
  'sos.notNow': '暂不',
  'sos.text': 'Dwa 客服会立即收到此行程和你最后已知的位置。如遇危险，请拨打 191（警察）或 193（急救）。',
  'sos.sent': 'Dwa 客服已收到你的 SOS 和位置。如遇危险，请拨打 191（警察）或 193（急救）。',
};

export default zh;
