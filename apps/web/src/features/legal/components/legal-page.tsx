import { Fragment } from 'react';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { CONTACT_EMAIL } from '../../../config/contact';
import { DocumentTitle } from '../../../components/ui/document-title';
import { useFormat, useI18n, useT } from '../../../lib/i18n/i18n-context';
import { legalMessages } from '../../../lib/i18n/catalogs/legal';
import { SLOT, aroundSlot } from '../../../lib/i18n/area';
import type { LegalDocument } from '../data/types';

const linkClass = 'font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300';

/** A paragraph, with `{email}` written as a link to the contact address. */
function Paragraph({ text }: { text: string }) {
  const parts = text.split('{email}');
  return (
    <p>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? (
            <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
              {CONTACT_EMAIL}
            </a>
          ) : null}
          {part}
        </Fragment>
      ))}
    </p>
  );
}

/** /terms and /privacy: a plain, readable document with its contents first, and a link to the other. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const t = useT(legalMessages);
  const { locale } = useI18n();
  const f = useFormat();
  const title = t(`${document.kind}.title`);
  const other = document.kind === 'terms' ? 'privacy' : 'terms';
  const contentsId = `${document.kind}-contents`;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <DocumentTitle title={title} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{t('updated', { date: f.date(document.updated, 'longDate') })}</p>
      {locale === 'en' ? null : (
        <p lang={locale} className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
          {t('englishOnly')}
        </p>
      )}
      <div lang="en" className="mt-6 space-y-4 text-base leading-relaxed text-gray-800 dark:text-gray-200">
        {document.intro.map((text) => (
          <Paragraph key={text} text={text} />
        ))}
      </div>
      <nav aria-labelledby={contentsId} className="mt-8 rounded-xl border border-gray-200 p-4 dark:border-gray-800">
        <h2 id={contentsId} className="text-sm font-bold tracking-wide text-gray-700 uppercase dark:text-gray-300">
          {t('contents')}
        </h2>
        <ol lang="en" className="mt-2 space-y-1 text-sm">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-emerald-800 hover:underline dark:text-emerald-300">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div lang="en">
        {document.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10 scroll-mt-24">
            <h2 id={`${section.id}-heading`} className="text-xl font-bold tracking-tight">
              {section.heading}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-gray-800 dark:text-gray-200">
              {section.paragraphs.map((text) => (
                <Paragraph key={text} text={text} />
              ))}
              {section.list ? (
                <ul className="list-disc space-y-2 ps-6">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </section>
        ))}
      </div>
      <p className="mt-12 border-t border-gray-200 pt-6 dark:border-gray-800">
        <SeeAlso kind={other} />
      </p>
    </article>
  );
}

function SeeAlso({ kind }: { kind: 'terms' | 'privacy' }) {
  const t = useT(legalMessages);
  const title = t(`${kind}.title`);
  const [before, after] = aroundSlot(t('seeAlso', { document: SLOT }));
  return (
    <>
      {before}
      <Link to={kind === 'terms' ? paths.terms.getHref() : paths.privacy.getHref()} className={linkClass}>
        {title}
      </Link>
      {after}
    </>
  );
}
