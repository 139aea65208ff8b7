export type Testimonial = { name: string; role: string; company: string; rating: 1 | 2 | 3 | 4 | 5; text: string };

// Pictures are initials avatars drawn on the page: no remote images.
export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Ama Owusu',
    role: 'Fashion seller',
    company: 'Kente Threads (Kumasi)',
    rating: 5,
    text: 'I posted my first ad in minutes. Buyers message me directly and I have sold more fabric this month than in the last three.',
  },
  {
    name: 'Kwame Mensah',
    role: 'Shop owner',
    company: 'Mensah Electronics (Accra)',
    rating: 4,
    text: 'My phones and accessories reach customers across Accra, and same-day delivery means fewer cancelled orders.',
  },
  {
    name: 'Akosua Boateng',
    role: 'Courier',
    company: 'Independent rider (Tema)',
    rating: 5,
    text: 'Deliver & Earn fits around my day. I pick the jobs that suit me and get paid for every trip.',
  },
  {
    name: 'Yaw Asante',
    role: 'Car dealer',
    company: 'Asante Motors (Takoradi)',
    rating: 4,
    text: 'Serious buyers find my cars through the classifieds. Messaging keeps every conversation in one place.',
  },
  {
    name: 'Efua Ansah',
    role: 'Home baker',
    company: "Efua's Bakes (Cape Coast)",
    rating: 5,
    text: 'I sell cakes to neighbours and offices nearby. Customers love tracking their order until it reaches the door.',
  },
];
