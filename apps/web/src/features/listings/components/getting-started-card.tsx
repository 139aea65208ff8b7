import { Camera, ClipboardList, LineChart } from 'lucide-react';

const STEPS = [
  { Icon: ClipboardList, title: 'Create your listing', text: 'Pick a category, write a clear title and description, and set your price in cedis.' },
  { Icon: Camera, title: 'Add great photos', text: 'Up to 5 photos in good light. The first one is the cover buyers see in search.' },
  { Icon: LineChart, title: 'Manage and track', text: 'Come back here to edit, pause or remove ads and follow their views and likes.' },
];

export function GettingStartedCard() {
  return (
    <section aria-labelledby="getting-started-heading" className="rounded-2xl border border-gray-200 p-4 sm:p-6 dark:border-gray-800">
      <h2 id="getting-started-heading" className="text-lg font-bold">
        Getting Started with Listings
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {STEPS.map(({ Icon, title, text }, index) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
