import type { AreaCatalog } from '../../area';
import type { tourMessages } from './en';

const zh: AreaCatalog<typeof tourMessages> = {
  'step': '第 {step} 步，共 {total} 步',
  'close': '关闭导览',
  'skip': '跳过',
  'next': '下一步',
  'finish': '完成',
};

export default zh;
