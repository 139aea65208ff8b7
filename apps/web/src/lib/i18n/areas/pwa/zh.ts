import type { AreaCatalog } from '../../area';
import type { pwaMessages } from './en';

const zh: AreaCatalog<typeof pwaMessages> = {
  'update': 'Dwa 有新版本可用。',
  'reload': '重新加载',
  'later': '稍后',
  'install.title': '安装 Dwa',
  'install.text': '从主屏幕打开，离线也能查看浏览过的广告。',
  'install': '安装',
  'notNow': '暂不',
};

export default zh;
