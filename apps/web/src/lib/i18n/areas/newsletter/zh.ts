import type { AreaCatalog } from '../../area';
import type { newsletterMessages } from './en';

const zh: AreaCatalog<typeof newsletterMessages> = {
  'title': '电子报',
  'heading': 'Dwa 电子报',
  'howTo': '要订阅，请在页面底部的表单中输入您的电子邮箱，我们会发送确认链接给您。要退订，请点击任意一期电子报末尾的链接。',
  'failed': '出了点问题。请检查网络连接后重试。',
  'explore': '探索市场',
  'confirm.heading': '确认订阅',
  'confirm.lead': '通过电子邮件获取 Dwa 的优惠和新闻。您可以随时通过任意一期电子报退订。',
  'confirm.button': '确认订阅',
  'confirm.busy': '正在确认…',
  'unsubscribe.heading': '退订电子报',
  'unsubscribe.lead': '此地址将不再收到 Dwa 的电子报。',
  'unsubscribe.button': '退订',
  'unsubscribe.busy': '正在退订…',
};

export default zh;
