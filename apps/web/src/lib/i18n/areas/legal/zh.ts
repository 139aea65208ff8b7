import type { AreaCatalog } from '../../area';
import type { legalMessages } from './en';

const zh: AreaCatalog<typeof legalMessages> = {
  'terms.title': '条款与条件',
  'privacy.title': '隐私政策',
  'englishOnly': '本文件目前仅有英文版本。',
  'updated': '最后更新于 {date}',
  'contents': '本页内容',
  'seeAlso': '另请参阅：{document}。',
};

export default zh;
