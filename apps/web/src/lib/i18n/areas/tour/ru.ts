import type { AreaCatalog } from '../../area';
import type { tourMessages } from './en';

const ru: AreaCatalog<typeof tourMessages> = {
  'step': 'Шаг {step} из {total}',
  'close': 'Закрыть обзор',
  'skip': 'Пропустить',
  'next': 'Далее',
  'finish': 'Готово',
};

export default ru;
