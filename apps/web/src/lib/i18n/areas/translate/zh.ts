import type { AreaCatalog } from '../../area';
import type { translateMessages } from './en';

const zh: AreaCatalog<typeof translateMessages> = {
  'translate': '翻译',
  'translating': '正在翻译…',
  'translatedTo': '已翻译为{target}',
  'translatedFrom': '已从{source}翻译为{target}',
  'showOriginal': '显示原文',
  'failed': '无法翻译此文本，请稍后再试。',
};

export default zh;
