import { Rocket, ShieldCheck, Workflow } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n-context';
import { classifiedsMessages } from '../../../lib/i18n/catalogs/classifieds';

const CARDS = [
  {
    title: 'info.process',
    text: 'info.processText',
    Icon: Workflow,
  },
  {
    title: 'info.promise',
    text: 'info.promiseText',
    Icon: ShieldCheck,
  },
  {
    title: 'info.start',
    text: 'info.startText',
    Icon: Rocket,
  },
] as const;

export function InfoCards() {
  const t = useT(classifiedsMessages);
  return (
    <section id="classifieds-info" aria-label={t('info.label')} className="mx-auto max-w-7xl px-4 py-10">
      <ul className="grid gap-4 md:grid-cols-3">
        {CARDS.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-2xl border border-gray-200 bg-gray-50 p-5 dark:border-gray-800 dark:bg-gray-900">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-300">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h2 className="mt-3 text-lg font-semibold">{t(title)}</h2>
            <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
