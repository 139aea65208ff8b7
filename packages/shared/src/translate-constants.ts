// Content translation's languages, free of zod: the web's Translate action (loaded on every
// listing page) reads them without the validator (./translate.ts re-exports them with the schemas).

/** The spec's translation languages, in its order. */
export const TRANSLATE_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'French' },
  { code: 'es', name: 'Spanish' },
  { code: 'de', name: 'German' },
  { code: 'ar', name: 'Arabic' },
  { code: 'zh', name: 'Chinese' },
  { code: 'hi', name: 'Hindi' },
  { code: 'ru', name: 'Russian' },
  { code: 'pt', name: 'Portuguese' },
] as const;
export type TranslateLanguage = (typeof TRANSLATE_LANGUAGES)[number]['code'];
export const TRANSLATE_LANGUAGE_CODES = TRANSLATE_LANGUAGES.map((language) => language.code) as [TranslateLanguage, ...TranslateLanguage[]];

/** A stored or chosen language (a code, or the header select's English name) as a target; English otherwise. */
export function toTranslateLanguage(value: string | null | undefined): TranslateLanguage {
  const wanted = (value ?? '').trim().toLowerCase();
  const found = TRANSLATE_LANGUAGES.find(
    (language) => language.code === wanted || language.name.toLowerCase() === wanted || wanted.startsWith(`${language.code}-`),
  );
  return found?.code ?? 'en';
}
