import type { Listing, ListingSeller } from '@dwa/shared/listings';

// A listing as the API answers it, for component tests: an active phone of Kwame's, with `change`.

export function aSeller(change: Partial<ListingSeller> = {}): ListingSeller {
  return {
    user_id: 7,
    id: 7,
    name: 'Kwame Mensah',
    username: null,
    business_name: 'Kwame Phones',
    business_description: null,
    profile_picture: null,
    is_verified: false,
    phone_verified: false,
    id_verified: false,
    phone: null,
    business_phone: null,
    email: '',
    business_email: null,
    business_website: null,
    business_address: null,
    rating: null,
    ...change,
  };
}

export function aListing(change: Partial<Listing> = {}): Listing {
  return {
    id: 3,
    title: 'Samsung A54',
    description: 'Clean, with its box.',
    price: 2500,
    category: 'Electronics',
    sub_category: 'Phones',
    brand: null,
    type: null,
    condition: null,
    promotion: 'NONE',
    images: [],
    image_variants: [],
    status: 'active',
    views: 4,
    likes: 0,
    comments_count: 0,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    location: null,
    region: null,
    town: null,
    user: aSeller(),
    is_owner: false,
    is_flagged: false,
    ...change,
  } as unknown as Listing;
}
