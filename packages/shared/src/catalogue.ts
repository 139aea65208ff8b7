// The category catalogue, listing options and Ghana's regions, from the spec (section 3 of the
// listings document). One source for the API's validation, the seed and the web forms.

export const CATEGORIES = {
  Electronics: ['Phones', 'Computers', 'TVs', 'Cameras', 'Audio', 'Other Electronics'],
  Vehicles: ['Cars', 'Motorcycles', 'Trucks', 'Boats', 'Parts', 'Other Vehicles'],
  Property: ['For Sale', 'For Rent', 'Commercial', 'Land', 'Other Property'],
  Fashion: ['Men', 'Women', 'Kids', 'Shoes', 'Accessories', 'Other Fashion'],
  'Home & Garden': ['Furniture', 'Appliances', 'Decor', 'Garden', 'Tools', 'Other Home'],
  'Sports & Leisure': ['Fitness', 'Sports', 'Outdoor', 'Books', 'Music', 'Other Leisure'],
  Jobs: ['Full-time', 'Part-time', 'Contract', 'Internship', 'Remote', 'Other Jobs'],
  Services: ['Business', 'Creative', 'Domestic', 'Educational', 'Health', 'Other Services'],
  Community: ['Events', 'Classes', 'Volunteers', 'Lost & Found', 'Other Community'],
  Other: ['Other'],
} as const satisfies Record<string, readonly string[]>;

export type Category = keyof typeof CATEGORIES;
export const CATEGORY_NAMES = Object.keys(CATEGORIES) as Category[];

export function isCategory(value: string): value is Category {
  return Object.hasOwn(CATEGORIES, value);
}

export function isSubCategoryOf(category: string, subCategory: string): boolean {
  if (!isCategory(category)) return false;
  return (CATEGORIES[category] as readonly string[]).includes(subCategory);
}

export const CONDITIONS = ['New', 'Like New', 'Good', 'Fair', 'Poor'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const PROMOTIONS = ['NONE', 'FEATURED', 'URGENT'] as const;
export type Promotion = (typeof PROMOTIONS)[number];
export const PROMOTION_LABELS: Record<Promotion, string> = {
  NONE: 'No Promotion',
  FEATURED: 'Featured Listing',
  URGENT: 'Urgent Listing',
};

export const LISTING_STATUSES = ['pending', 'active', 'inactive', 'expired', 'sold'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const USER_TYPES = ['CUSTOMER', 'SELLER', 'COURIER', 'ADMIN'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The spec's client treats any type containing 'seller' (any case) as a seller; admins may sell too. */
export function canSell(userType: string | null | undefined): boolean {
  if (!userType) return false;
  return /seller/i.test(userType) || userType.toUpperCase() === 'ADMIN';
}

export const GHANA_REGIONS = [
  'Greater Accra',
  'Ashanti',
  'Western',
  'Western North',
  'Central',
  'Eastern',
  'Volta',
  'Oti',
  'Northern',
  'Savannah',
  'North East',
  'Upper East',
  'Upper West',
  'Bono',
  'Bono East',
  'Ahafo',
] as const;
export type GhanaRegion = (typeof GHANA_REGIONS)[number];

type FieldLabels = { brand: string; type: string; condition: string };
const DEFAULT_LABELS: FieldLabels = { brand: 'Brand', type: 'Type', condition: 'Condition' };
const LABELS_BY_CATEGORY: Partial<Record<Category, Partial<FieldLabels>>> = {
  Vehicles: { brand: 'Make', type: 'Model' },
  Property: { brand: 'Property Type', type: 'Subtype' },
  Jobs: { brand: 'Company', type: 'Role', condition: 'Job Type' },
  Services: { brand: 'Provider', type: 'Service Type', condition: 'Status' },
  Community: { brand: 'Organizer', type: 'Event Type', condition: 'Status' },
};

/** Labels of the brand/type/condition fields, which change meaning with the category. */
export function fieldLabels(category: string | null | undefined): FieldLabels {
  const specific = category && isCategory(category) ? LABELS_BY_CATEGORY[category] : undefined;
  return { ...DEFAULT_LABELS, ...specific };
}
