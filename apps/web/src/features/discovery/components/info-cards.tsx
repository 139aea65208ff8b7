import { Rocket, ShieldCheck, Workflow } from 'lucide-react';

const CARDS = [
  {
    title: 'Our Process',
    text: 'Find an ad, message the seller on Dwa, meet in a safe public place and check the item before you pay.',
    Icon: Workflow,
  },
  {
    title: 'Buyer Promise',
    text: 'Flag any ad that looks wrong and our team reviews it. Sellers who break the rules are removed.',
    Icon: ShieldCheck,
  },
  {
    title: 'Start Selling ASAP',
    text: 'Create an account, post your first ad in minutes and reach buyers in all 16 regions of Ghana.',
    Icon: Rocket,
  },
];

export function InfoCards() {
  return (
    <section id="classifieds-info" aria-label="About Dwa Classifieds" className="mx-auto max-w-7xl px-4 py-10">
      <ul className="grid gap-4 md:grid-cols-3">
        {CARDS.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-2xl border border-gray-200 bg-gray-50 p-5 dark:border-gray-800 dark:bg-gray-900">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-300">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h2 className="mt-3 text-lg font-semibold">{title}</h2>
            <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
