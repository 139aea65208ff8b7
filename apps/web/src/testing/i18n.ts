import type { Area, AreaT, Messages } from '../lib/i18n/area';
import { loadI18n } from '../lib/i18n/i18n';
import type { Locale } from '../lib/i18n/locales';

/** An area's message function in a language, its catalog loaded first (for unit tests of code that takes `t`). */
export async function areaT<M extends Messages>(locale: Locale, area: Area<M>): Promise<AreaT<M>> {
  const i18n = await loadI18n(locale);
  await i18n.loadAreas([area.name]);
  const t = i18n.area(area);
  if (typeof t !== 'function') throw new Error(`The ${area.name} messages did not load in ${locale}.`);
  return t;
}
