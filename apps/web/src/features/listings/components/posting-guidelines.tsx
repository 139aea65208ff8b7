import { Lightbulb } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LISTING_TEMPLATES, type ListingTemplate } from '../lib/listing-templates';
import { useT } from '../../../lib/i18n/i18n-context';
import { postingMessages } from '../../../lib/i18n/catalogs/posting';

const TIPS = ['guidelines.tip1', 'guidelines.tip2', 'guidelines.tip3', 'guidelines.tip4', 'guidelines.tip5', 'guidelines.tip6'] as const;

export function PostingGuidelines({ onUseTemplate }: { onUseTemplate: (template: ListingTemplate) => void }) {
  const t = useT(postingMessages);
  return (
    <section
      aria-labelledby="guidelines-heading"
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 sm:p-5 dark:border-emerald-900 dark:bg-emerald-950/40"
    >
      <h2 id="guidelines-heading" className="flex items-center gap-2 text-lg font-bold text-emerald-950 dark:text-emerald-100">
        <Lightbulb aria-hidden="true" className="size-5" />
        {t('guidelines.title')}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-gray-800 dark:text-gray-200">
        {TIPS.map((tip) => (
          <li key={tip}>{t(tip)}</li>
        ))}
      </ul>
      <h3 className="mt-4 text-sm font-semibold text-gray-900 dark:text-gray-100">{t('guidelines.templates')}</h3>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('guidelines.templatesText')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {LISTING_TEMPLATES.map((template) => (
          <Button
            key={template.id}
            variant="outline"
            size="sm"
            className="bg-white dark:bg-gray-900"
            onClick={() => onUseTemplate(template)}
          >
            {t(template.name)}
          </Button>
        ))}
      </div>
    </section>
  );
}
