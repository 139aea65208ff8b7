import type { AreaCatalog } from '../../area';
import type { tourMessages } from './en';

const hi: AreaCatalog<typeof tourMessages> = {
  'step': 'चरण {step} / {total}',
  'close': 'टूर बंद करें',
  'skip': 'छोड़ें',
  'next': 'आगे',
  'finish': 'समाप्त',
};

export default hi;
