import { Star } from 'lucide-react';
import type { Testimonial } from '../data/testimonials';
import { useT } from '../../../lib/i18n/i18n-context';
import { landingMessages } from '../../../lib/i18n/catalogs/landing';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, role, company, rating, text } = testimonial;
  const t = useT(landingMessages);
  return (
    <figure className="flex h-full flex-col gap-4 rounded-3xl border border-gray-200 bg-white p-6 sm:p-8 dark:border-gray-800 dark:bg-gray-950">
      <p className="flex gap-0.5" role="img" aria-label={t('testimonials.rated', { rating })}>
        {[1, 2, 3, 4, 5].map((star) => (
          <Star
            key={star}
            aria-hidden="true"
            className={`size-5 ${star <= rating ? 'fill-amber-400 text-amber-500' : 'text-gray-300 dark:text-gray-600'}`}
          />
        ))}
      </p>
      <blockquote className="flex-1 text-lg text-gray-800 dark:text-gray-200">“{text}”</blockquote>
      <figcaption className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-lg font-bold text-white dark:bg-emerald-500 dark:text-gray-950"
        >
          {initials(name)}
        </span>
        <span>
          <span className="block font-semibold">{name}</span>
          <span className="block text-sm text-gray-600 dark:text-gray-400">
            {role}, {company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
