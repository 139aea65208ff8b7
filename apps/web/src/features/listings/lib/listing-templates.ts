import type { ListingFormValues } from '@dwa/shared/listings';
import type { postingMessages } from '../../../lib/i18n/catalogs/posting';
import type { PostingT } from './failure-messages';

// Guideline templates: a starting point that fills the form, for the seller to complete. The name,
// title and prompts are the posting area's words; category, sub-category and condition are data.

type TemplateId = 'phone' | 'car' | 'room' | 'job';

export type ListingTemplate = {
  id: TemplateId;
  name: `template.${TemplateId}` & keyof (typeof postingMessages)['en'];
  fields: Partial<ListingFormValues>;
};

export const LISTING_TEMPLATES: ListingTemplate[] = [
  { id: 'phone', name: 'template.phone', fields: { category: 'Electronics', sub_category: 'Phones', condition: 'Like New' } },
  { id: 'car', name: 'template.car', fields: { category: 'Vehicles', sub_category: 'Cars', condition: 'Good' } },
  { id: 'room', name: 'template.room', fields: { category: 'Property', sub_category: 'For Rent' } },
  { id: 'job', name: 'template.job', fields: { category: 'Jobs', sub_category: 'Full-time' } },
];

/** The fields a template fills, in the language of `t`. */
export function templateFields(t: PostingT, template: ListingTemplate): Partial<ListingFormValues> {
  return {
    title: t(template.name),
    description: t(`${template.name}.description`),
    ...template.fields,
    ...(template.id === 'room' ? { brand: t('template.room.brand') } : {}),
  };
}
