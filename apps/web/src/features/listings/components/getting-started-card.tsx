import { Camera, ClipboardList, LineChart } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n-context';
import { manageMessages } from '../../../lib/i18n/catalogs/manage';

const STEPS = [
  { Icon: ClipboardList, title: 'start.create', text: 'start.createText' },
  { Icon: Camera, title: 'start.photos', text: 'start.photosText' },
  { Icon: LineChart, title: 'start.manage', text: 'start.manageText' },
] as const;

export function GettingStartedCard() {
  const t = useT(manageMessages);
  return (
    <section aria-labelledby="getting-started-heading" className="rounded-2xl border border-gray-200 p-4 sm:p-6 dark:border-gray-800">
      <h2 id="getting-started-heading" className="text-lg font-bold">
        {t('start.title')}
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {STEPS.map(({ Icon, title, text }, index) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">
                <span className="sr-only">{t('start.step', { position: index + 1 })} </span>
                {t(title)}
              </h3>
              <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t(text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
