import { Lightbulb } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LISTING_TEMPLATES, type ListingTemplate } from '../lib/listing-templates';

const TIPS = [
  'Write a clear title: what it is, the brand and the model.',
  'Describe the condition honestly, including any faults.',
  'Set a fair price in Ghana cedis.',
  'Add up to 5 sharp photos in daylight; the first one is the cover.',
  'Pick the right category so buyers find your ad.',
  'Meet buyers in a safe public place and never pay or ask for money in advance.',
];

export function PostingGuidelines({ onUseTemplate }: { onUseTemplate: (template: ListingTemplate) => void }) {
  return (
    <section aria-labelledby="guidelines-heading" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 sm:p-5 dark:border-emerald-900 dark:bg-emerald-950/40">
      <h2 id="guidelines-heading" className="flex items-center gap-2 text-lg font-bold text-emerald-950 dark:text-emerald-100">
        <Lightbulb aria-hidden="true" className="size-5" />
        Posting guidelines
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-gray-800 dark:text-gray-200">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <h3 className="mt-4 text-sm font-semibold text-gray-900 dark:text-gray-100">Start from a template</h3>
      <p className="text-sm text-gray-700 dark:text-gray-300">A template fills in the form for you to complete.</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {LISTING_TEMPLATES.map((template) => (
          <Button key={template.id} variant="outline" size="sm" className="bg-white dark:bg-gray-900" onClick={() => onUseTemplate(template)}>
            {template.name}
          </Button>
        ))}
      </div>
    </section>
  );
}
