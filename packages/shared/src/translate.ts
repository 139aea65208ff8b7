import { z } from 'zod';
import { DESCRIPTION_MAX } from './listings';
import { TRANSLATE_LANGUAGE_CODES } from './translate-constants';
import { coded } from './coded';

// Content translation (issue 17): a listing's description, a comment or a chat message translated
// into the reader's language by the server's provider (its key never reaches the client).

export { TRANSLATE_LANGUAGES, TRANSLATE_LANGUAGE_CODES, toTranslateLanguage, type TranslateLanguage } from './translate-constants';

/** The longest text the app holds (a listing's description; comments and chat messages are shorter). */
export const TRANSLATE_TEXT_MAX = DESCRIPTION_MAX;

export const TRANSLATE_MESSAGES = {
  textRequired: coded('translate.text_required', 'Enter the text to translate.'),
  textMax: coded('translate.text_max', `The text must be at most ${TRANSLATE_TEXT_MAX} characters.`, {
    translateTextMax: TRANSLATE_TEXT_MAX,
  }),
  language: coded('translate.language', `Choose one of: ${TRANSLATE_LANGUAGE_CODES.join(', ')}.`, {
    translateLanguageCodes: TRANSLATE_LANGUAGE_CODES.join(', '),
  }),
  notConfigured: coded('translate.not_configured', 'Translation is not available on this site.'),
  unavailable: coded('translate.unavailable', 'The translation service is not answering right now. Try again in a few minutes.'),
  failed: coded('translate.failed', 'The translation service could not translate this text. Try again later.'),
  rate: (minutes: number) =>
    coded('translate.rate', `Too many translations. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, { minutes }),
} as const;

const languageField = z.enum(TRANSLATE_LANGUAGE_CODES, { error: TRANSLATE_MESSAGES.language });

export const translateRequestSchema = z.object({
  text: z
    .string({ error: TRANSLATE_MESSAGES.textRequired })
    .trim()
    .min(1, TRANSLATE_MESSAGES.textRequired)
    .max(TRANSLATE_TEXT_MAX, TRANSLATE_MESSAGES.textMax),
  target: languageField,
  /** The text's language when known; without it the provider detects it. */
  source: languageField.optional(),
});
export type TranslateRequest = z.infer<typeof translateRequestSchema>;

export const translationSchema = z.object({
  translated_text: z.string(),
  target: languageField,
  /** The text's language: the one given, or the one the provider detected (null when it did not say). */
  source: z.string().nullable(),
});
export type Translation = z.infer<typeof translationSchema>;

export const translateConfigSchema = z.object({
  /** False when the site has no provider: the web shows no Translate action. */
  available: z.boolean(),
  languages: z.array(z.object({ code: languageField, name: z.string() })),
});
export type TranslateConfig = z.infer<typeof translateConfigSchema>;
