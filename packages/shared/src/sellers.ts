import { z } from 'zod';
import { GHANA_REGIONS } from './catalogue';
import { ghanaPhoneField, requiredText } from './fields';
import { cleanText } from './input-text';
import { coded } from './coded';

// Becoming a seller (issue 14): the application a customer files, its answers, and the admins' queue.
// Nobody changes their own type through the profile API; an application does it, approved by the
// system (SELLER_APPROVAL=auto, for a verified email) or by an admin (manual).

export const SELLER_APPLICATION_STATUSES = ['pending', 'approved', 'refused'] as const;
export type SellerApplicationStatus = (typeof SELLER_APPLICATION_STATUSES)[number];
export const BUSINESS_TYPES = ['individual', 'registered'] as const;

export const SELLER_MESSAGES = {
  businessName: coded('sellers.business_name', 'Enter your business or trading name.'),
  businessType: coded('sellers.business_type', 'Choose whether you sell as an individual or a registered business.'),
  registrationNumber: coded(
    'sellers.registration_number',
    'Enter the business registration number (as on your Registrar-General certificate).',
  ),
  businessAddress: coded('sellers.business_address', 'Enter the address where buyers or couriers can collect from you.'),
  region: coded('commerce.region', 'Choose a region.'),
  about: coded('sellers.about', 'Tell buyers what you sell (at most 500 characters).'),
  alreadySeller: coded('sellers.already_seller', 'You can already sell on Dwa.'),
  courier: coded('sellers.courier', 'A courier account cannot also sell. Use another account to sell.'),
  pending: coded('sellers.pending', 'Your application is already waiting for review.'),
  notFound: coded('delivery.application_not_found', 'Application not found'),
  reviewed: coded('delivery.application_reviewed', 'This application was already reviewed.'),
  reason: coded('sellers.reason', 'Give the applicant a reason (at most 500 characters).'),
  applicationId: coded('sellers.application_id', 'Enter a valid application id.'),
} as const;
const M = SELLER_MESSAGES;

export const sellerApplicationInputSchema = z
  .object({
    business_name: requiredText(M.businessName, 100),
    business_type: z.enum(BUSINESS_TYPES, { error: M.businessType }),
    business_registration_number: z.string({ error: M.registrationNumber }).max(40, M.registrationNumber).nullish(),
    business_address: requiredText(M.businessAddress, 300),
    region: z.enum(GHANA_REGIONS, { error: M.region }),
    phone: ghanaPhoneField,
    about: z.string({ error: M.about }).max(500, M.about).nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.business_type === 'registered' && !value.business_registration_number?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['business_registration_number'], message: M.registrationNumber });
    }
  })
  .transform((value) => ({
    ...value,
    business_registration_number: value.business_type === 'registered' ? (value.business_registration_number?.trim() ?? null) : null,
    about: cleanText(value.about ?? '') || null,
  }));
export type SellerApplicationInput = z.output<typeof sellerApplicationInputSchema>;
export type SellerApplicationFormValues = z.input<typeof sellerApplicationInputSchema>;

export const sellerApplicationSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  business_name: z.string(),
  business_type: z.enum(BUSINESS_TYPES),
  business_registration_number: z.string().nullable(),
  business_address: z.string(),
  region: z.string(),
  phone: z.string(),
  about: z.string().nullable(),
  status: z.enum(SELLER_APPLICATION_STATUSES),
  reason: z.string().nullable().describe('why it was refused'),
  decided_by: z.enum(['system', 'admin']).nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type SellerApplication = z.infer<typeof sellerApplicationSchema>;

export const mySellerApplicationSchema = z.object({ application: sellerApplicationSchema.nullable(), is_seller: z.boolean() });
export type MySellerApplication = z.infer<typeof mySellerApplicationSchema>;

export const sellerApplicationQuerySchema = z.object({
  status: z.enum(SELLER_APPLICATION_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z
    .preprocess((value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value), z.number().int().min(1).max(100))
    .default(50),
});
export const sellerApplicationListSchema = z.object({
  results: z.array(
    sellerApplicationSchema.extend({ applicant: z.object({ name: z.string(), email: z.string(), is_verified: z.boolean() }) }),
  ),
  next_cursor: z.string().nullable(),
});
export const sellerRefusalSchema = z.object({ reason: requiredText(M.reason, 500) });
