import type { AreaKey } from '../../../lib/i18n/area';
import type { landingMessages } from '../../../lib/i18n/catalogs/landing';

type Key = AreaKey<typeof landingMessages>;

/** A testimonial as the card shows it, in the interface's language. */
export type Testimonial = { name: string; role: string; company: string; rating: 1 | 2 | 3 | 4 | 5; text: string };

/** The words are the landing's messages; a business's name stays as it is (`companyKey` when it is words to translate). */
export type TestimonialData = Omit<Testimonial, 'role' | 'text'> & { role: Key; text: Key; companyKey?: Key };

// Pictures are initials avatars drawn on the page: no remote images.
export const TESTIMONIALS: TestimonialData[] = [
  {
    name: 'Ama Owusu',
    role: 'testimonials.ama.role',
    company: 'Kente Threads (Kumasi)',
    rating: 5,
    text: 'testimonials.ama.text',
  },
  {
    name: 'Kwame Mensah',
    role: 'testimonials.kwame.role',
    company: 'Mensah Electronics (Accra)',
    rating: 4,
    text: 'testimonials.kwame.text',
  },
  {
    name: 'Akosua Boateng',
    role: 'testimonials.akosua.role',
    company: 'Independent rider (Tema)',
    companyKey: 'testimonials.akosua.company',
    rating: 5,
    text: 'testimonials.akosua.text',
  },
  {
    name: 'Yaw Asante',
    role: 'testimonials.yaw.role',
    company: 'Asante Motors (Takoradi)',
    rating: 4,
    text: 'testimonials.yaw.text',
  },
  {
    name: 'Efua Ansah',
    role: 'testimonials.efua.role',
    company: "Efua's Bakes (Cape Coast)",
    rating: 5,
    text: 'testimonials.efua.text',
  },
];
