import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCarousel } from '../../../hooks/use-carousel';
import { DOT_CLASS } from '../../../components/ui/carousel';
import { TESTIMONIALS } from '../data/testimonials';
import { TestimonialCard } from './testimonial-card';
import { useT } from '../../../lib/i18n/i18n-context';
import { landingMessages } from '../../../lib/i18n/catalogs/landing';

const INTERVAL_MS = 5000;

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 hover:bg-gray-100 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800';

/**
 * Advances every 5 s and wraps; hover, keyboard focus or the pause button stop it, and so does a
 * reduced-motion preference (which also drops the 300 ms slide).
 */
export function TestimonialsCarousel() {
  const count = TESTIMONIALS.length;
  const { rootProps, index, show, go, paused, togglePaused, rotating, reducedMotion } = useCarousel(count, INTERVAL_MS);
  const t = useT(landingMessages);

  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="bg-gray-50 py-12 dark:bg-gray-900/60">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="testimonials-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          {t('testimonials.title')}
        </h2>
        <div role="group" aria-roledescription="carousel" aria-label={t('testimonials.label')} {...rootProps} className="mt-6">
          <div className="overflow-hidden rounded-3xl">
            <div
              data-carousel-track
              aria-live={rotating ? 'off' : 'polite'}
              className={`flex ${reducedMotion ? '' : 'transition-transform duration-300 ease-out'}`}
              style={{ transform: `translateX(-${index * 100}%)` }}
            >
              {TESTIMONIALS.map((testimonial, slide) => (
                <div
                  key={testimonial.name}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('testimonials.slide', { slide: slide + 1, count })}
                  aria-hidden={slide !== index}
                  inert={slide !== index}
                  className="w-full shrink-0 px-1"
                >
                  <TestimonialCard
                    testimonial={{
                      ...testimonial,
                      role: t(testimonial.role),
                      text: t(testimonial.text),
                      company: testimonial.companyKey ? t(testimonial.companyKey) : testimonial.company,
                    }}
                  />
                </div>
              ))}
            </div>
          </div>
          <div className="mt-5 flex items-center justify-center gap-3">
            <button type="button" aria-label={t('testimonials.previous')} onClick={() => go(-1)} className={controlClass}>
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-label={paused ? t('testimonials.play') : t('testimonials.pause')}
              onClick={togglePaused}
              className={controlClass}
            >
              {paused ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
            </button>
            <button type="button" aria-label={t('testimonials.next')} onClick={() => go(1)} className={controlClass}>
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="mt-3 flex justify-center gap-1">
            {TESTIMONIALS.map((testimonial, slide) => (
              <button
                key={testimonial.name}
                type="button"
                aria-label={t('testimonials.show', { slide: slide + 1 })}
                aria-current={slide === index}
                data-carousel-dot
                onClick={() => show(slide)}
                className="group inline-flex size-6 items-center justify-center rounded-full"
              >
                <span aria-hidden="true" className={DOT_CLASS} />
              </button>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
