import { z } from 'zod';
import { idField } from './fields';
import { coded } from './coded';

// The audit log's answers (GET /api/v1/admin/audit).

const word = z
  .string()
  .max(60)
  .regex(/^[a-z_.]*$/, coded('audit.use_lower_case_letters', 'Use lower-case letters, dots and underscores.'));

export const auditQuerySchema = z.object({
  actor_id: idField('actor_id must be a positive whole number.').optional(),
  action: word.optional(),
  target_type: word.optional(),
  target_id: idField('target_id must be a positive whole number.').optional(),
  from: z.iso.date({ error: coded('audit.dates_yyyy_mm_dd', 'Dates are YYYY-MM-DD.') }).optional(),
  to: z.iso.date({ error: coded('audit.dates_yyyy_mm_dd', 'Dates are YYYY-MM-DD.') }).optional(),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]*$/, coded('audit.page_link_no_longer', 'This page link is no longer valid.'))
    .optional(),
  limit: z
    .preprocess((value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value), z.number().int().min(1).max(200))
    .default(50),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_kind: z.enum(['admin', 'system']),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ results: z.array(auditEntrySchema), next_cursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;
