import { useState } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TRANSLATE_LANGUAGES, toTranslateLanguage } from '@dwa/shared/translate-constants';
import type { TranslateConfig, Translation } from '@dwa/shared/translate';
import { useLocalSetting } from '../../hooks/use-local-setting';
import { useSignInFirst } from '../../hooks/use-sign-in-first';
import { failureText } from '../../lib/failure-text';
import { http } from '../../lib/http';
import { useI18n, useT } from '../../lib/i18n/i18n-context';
import { translateMessages } from '../../lib/i18n/catalogs/translate';

// The Translate action (loaded on demand by translatable.tsx): shown only when the site has a
// translation provider; translates into the language chosen in the header (English by default)
// through POST /api/v1/translate, which signs the person in first; 'Show original' goes back.
// A failure leaves the original text, with the reason beside the action.

/** Where the header's language select keeps its choice (app/layouts/header/preferences.ts). */
const LANGUAGE_KEY = 'language';

const configQuery = {
  queryKey: ['translate', 'config'] as const,
  queryFn: () => http.get<TranslateConfig>('/api/v1/translate/config', { auth: false }),
  staleTime: Infinity,
  retry: false,
};

const actionClass =
  'inline-flex min-h-8 items-center rounded-md px-2 text-xs font-semibold underline-offset-2 hover:underline disabled:opacity-70';
/** A language's name in the interface's language (English: the names the spec gives). */
function languageName(code: string, tag: string): string {
  const english = TRANSLATE_LANGUAGES.find((language) => language.code === code)?.name;
  if (tag.startsWith('en') && english) return english;
  try {
    return new Intl.DisplayNames([tag], { type: 'language' }).of(code) ?? english ?? code;
  } catch {
    return english ?? code;
  }
}

type Props = { text: string; render: (shown: string) => ReactNode; actionClassName?: string };

export default function TranslateAction({ text, render, actionClassName = 'text-emerald-800 dark:text-emerald-300' }: Props) {
  const config = useQuery(configQuery);
  const t = useT(translateMessages);
  const { tag } = useI18n();
  const [language] = useLocalSetting<string>(LANGUAGE_KEY, 'English');
  const target = toTranslateLanguage(language);
  const signInFirst = useSignInFirst();
  const [wanted, setWanted] = useState(false);
  const [showOriginal, setShowOriginal] = useState(false);
  const translation = useQuery({
    queryKey: ['translate', target, text] as const,
    queryFn: () => http.post<Translation>('/api/v1/translate', { text, target }),
    enabled: wanted,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: false,
  });

  if (!config.data?.available) return <>{render(text)}</>;
  const translated = wanted && !showOriginal && translation.data ? translation.data : null;
  const pending = wanted && translation.isFetching;

  function translate() {
    signInFirst(() => {
      setShowOriginal(false);
      if (translation.isError) void translation.refetch();
      setWanted(true);
    });
  }

  return (
    <>
      {translated ? <div lang={translated.target}>{render(translated.translated_text)}</div> : render(text)}
      <div className={`flex flex-wrap items-center gap-x-2 text-xs ${actionClassName}`}>
        {translated ? (
          <>
            <span className="opacity-90">
              {translated.source && translated.source !== translated.target
                ? t('translatedFrom', { target: languageName(translated.target, tag), source: languageName(translated.source, tag) })
                : t('translatedTo', { target: languageName(translated.target, tag) })}
            </span>
            <button type="button" onClick={() => setShowOriginal(true)} className={actionClass}>
              {t('showOriginal')}
            </button>
          </>
        ) : (
          <button type="button" onClick={translate} disabled={pending} aria-busy={pending} className={actionClass}>
            {pending ? t('translating') : t('translate')}
          </button>
        )}
        {wanted && translation.isError && !pending ? (
          <span role="alert" className="text-red-700 dark:text-red-300">
            {failureText(translation.error, t('failed'))}
          </span>
        ) : null}
      </div>
    </>
  );
}
