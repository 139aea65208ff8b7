import type { AreaCatalog } from '../../area';
import type { translateMessages } from './en';

const ru: AreaCatalog<typeof translateMessages> = {
  'translate': 'Перевести',
  'translating': 'Переводим…',
  'translatedTo': 'Переведено на язык: {target}',
  'translatedFrom': 'Переведено с языка «{source}» на язык «{target}»',
  'showOriginal': 'Показать оригинал',
  'failed': 'Не удалось перевести этот текст. Попробуйте позже.',
};

export default ru;
