import { z } from 'zod';
import { idParams } from './fields';
import { listingSchema } from './listings';
import { cleanText } from './input-text';
import { coded } from './coded';

// Moderation (issue 14): the queue of listings waiting for review, an admin's decision with the
// reason the seller is told, reports grouped by listing, and the content rules (banned words and
// patterns) a new or edited listing's text is checked against.

export const REASON_MIN = 3;
export const REASON_MAX = 500;
export const RULE_VALUE_MAX = 200;
export const RULE_LABEL_MAX = 100;

export const MODERATION_MESSAGES = {
  reasonRequired: coded('moderation.reason_required', 'Give the seller a reason.'),
  reasonMax: coded('moderation.reason_max', `The reason must be at most ${REASON_MAX} characters.`, { reasonMax: REASON_MAX }),
  status: coded('moderation.status', "status must be 'active' or 'inactive'."),
  queueStatus: coded('moderation.status_pending', "status must be 'pending'."),
  reportStatus: coded('engagement.report_status', "status must be 'open' or 'resolved'."),
  limit: coded('moderation.limit', 'limit must be a whole number from 1 to 100.'),
  cursor: coded('paging.cursor', 'cursor is not valid: use the next_cursor of the previous page.'),
  ruleId: coded('moderation.rule_id', 'Content rule id must be a positive whole number.'),
  ruleNotFound: coded('moderation.rule_not_found', 'Content rule not found'),
  ruleKind: coded('moderation.kind', "kind must be 'word' or 'pattern'."),
  ruleValueRequired: coded('moderation.rule_value_required', 'Enter the word or pattern.'),
  ruleValueMax: coded('moderation.rule_value_max', `The word or pattern must be at most ${RULE_VALUE_MAX} characters.`, {
    ruleValueMax: RULE_VALUE_MAX,
  }),
  ruleValueNul: coded('moderation.rule_value_nul', 'The word or pattern cannot hold a NUL character.'),
  ruleLabelRequired: coded('moderation.rule_label_required', 'Say what the rule catches (the moderator reads this).'),
  ruleLabelMax: coded('moderation.rule_label_max', `The label must be at most ${RULE_LABEL_MAX} characters.`, {
    ruleLabelMax: RULE_LABEL_MAX,
  }),
  ruleDuplicate: coded('moderation.rule_duplicate', 'This rule already exists.'),
  ruleBadPattern: (detail: string) => coded('moderation.invalid_pattern', `This is not a valid pattern: ${detail}`, { detail }),
  ruleNestedRepeat: coded(
    'moderation.rule_nested_repeat',
    'This pattern repeats a group that itself repeats or has alternatives, e.g. (a+)+ or (a|b)*: it could take forever to test. Write it without the nested repetition.',
  ),
  ruleTooSlow: coded('moderation.rule_too_slow', 'This pattern takes too long to test against a long listing. Make it simpler.'),
} as const;

const M = MODERATION_MESSAGES;

/** PostgreSQL text and jsonb cannot hold NUL. */

const reasonField = z
  .string({ error: M.reasonRequired })
  .transform(cleanText)
  .pipe(z.string().max(REASON_MAX, M.reasonMax))
  .nullish()
  .transform((value) => value || null);

/** PATCH /admin/classifieds/{id}/status. The server requires a reason (3+ characters) for `inactive`: 400 'Give the seller a reason.' */
export const adminListingStatusSchema = z.object({
  status: z.enum(['active', 'inactive'], { error: M.status }),
  reason: reasonField,
});
export type AdminListingStatus = z.output<typeof adminListingStatusSchema>;

/** True when `reason` is enough to tell a seller why (the form checks it too). */
export const isReasonGiven = (reason: string | null | undefined): reason is string =>
  typeof reason === 'string' && reason.trim().length >= REASON_MIN;

const limitField = z.coerce.number({ error: M.limit }).int(M.limit).min(1, M.limit).max(100, M.limit).default(50);
const cursorField = z.string().max(200, M.cursor).optional();

// ---- the review queue ----

export const REVIEW_REASONS = ['reports', 'content_rule', 'new'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

export const matchedRuleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['word', 'pattern']),
  label: z.string(),
  match: z.string().describe('the text that matched'),
});
export type MatchedRule = z.infer<typeof matchedRuleSchema>;

export const reviewQueueQuerySchema = z.object({
  status: z.enum(['pending'], { error: M.queueStatus }).default('pending'),
  limit: limitField,
  cursor: cursorField,
});
export type ReviewQueueQuery = z.output<typeof reviewQueueQuerySchema>;

export const reviewQueueItemSchema = z.object({
  listing: listingSchema,
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  review_reason: z
    .enum(REVIEW_REASONS)
    .nullable()
    .describe('reports: held after several reports; content_rule: its text matched a rule; new: manual moderation'),
  matched_rule: matchedRuleSchema.nullable(),
  submitted_at: z.string().describe('when it started waiting'),
});
export const reviewQueuePageSchema = z.object({ results: z.array(reviewQueueItemSchema), next_cursor: z.string().nullable() });
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;
export type ReviewQueuePage = z.infer<typeof reviewQueuePageSchema>;

// ---- reports grouped by listing ----

export const reportedListingsQuerySchema = z.object({
  status: z.enum(['open', 'resolved'], { error: M.reportStatus }).default('open'),
  limit: limitField,
  cursor: cursorField,
});
export type ReportedListingsQuery = z.output<typeof reportedListingsQuerySchema>;

export const reportedListingSchema = z.object({
  listing: z.object({
    id: z.number().int(),
    title: z.string(),
    status: z.string(),
    price: z.number(),
    currency: z.literal('GHS'),
    image: z.string().nullable().describe('the first photo, 320 px wide'),
  }),
  owner: z.object({ id: z.number().int(), name: z.string() }),
  reports: z
    .array(
      z.object({
        id: z.number().int(),
        reason: z.string(),
        details: z.string().nullable(),
        reporter: z.object({ id: z.number().int(), name: z.string() }),
        created_at: z.string(),
        status: z.enum(['open', 'resolved']),
      }),
    )
    .describe('every report of the listing (open and resolved, the newest 100), newest first'),
  open_count: z.number().int(),
  latest_report_at: z.string().describe('the newest report with the status asked for'),
});
export const reportedListingsPageSchema = z.object({ results: z.array(reportedListingSchema), next_cursor: z.string().nullable() });
export type ReportedListing = z.infer<typeof reportedListingSchema>;
export type ReportedListingsPage = z.infer<typeof reportedListingsPageSchema>;

/** PATCH /admin/reports/{id}: `reason` is told to the seller when the listing is taken down. */
export const reportDecisionSchema = z.object({
  action: z.enum(['dismiss', 'deactivate'], { error: "action must be 'dismiss' or 'deactivate'." }),
  reason: reasonField,
});

// ---- content rules ----

export const CONTENT_RULE_KINDS = ['word', 'pattern'] as const;
export type ContentRuleKind = (typeof CONTENT_RULE_KINDS)[number];

export const contentRuleInputSchema = z.object({
  kind: z.enum(CONTENT_RULE_KINDS, { error: M.ruleKind }),
  value: z
    .string({ error: M.ruleValueRequired })
    .trim()
    .min(1, M.ruleValueRequired)
    .max(RULE_VALUE_MAX, M.ruleValueMax)
    .refine((value) => !value.includes('\u0000'), M.ruleValueNul),
  label: z
    .string({ error: M.ruleLabelRequired })
    .transform(cleanText)
    .pipe(z.string().min(1, M.ruleLabelRequired).max(RULE_LABEL_MAX, M.ruleLabelMax)),
});
export type ContentRuleInput = z.output<typeof contentRuleInputSchema>;

export const contentRuleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_RULE_KINDS),
  value: z.string(),
  label: z.string(),
  created_at: z.string(),
  created_by: z.number().int().nullable().describe('the admin who added it; null for the rules Dwa ships with'),
});
/** GET /admin/content-rules: oldest first, paged by cursor. */
export const contentRulesQuerySchema = z.object({ limit: limitField, cursor: cursorField });
export type ContentRulesQuery = z.output<typeof contentRulesQuerySchema>;
export const contentRuleListSchema = z.object({
  results: z.array(contentRuleSchema),
  next_cursor: z.string().nullable().describe('null on the last page'),
});
export type ContentRule = z.infer<typeof contentRuleSchema>;

export const contentRuleIdParamsSchema = idParams(M.ruleId);

/** The regular expression of a rule: a pattern as written, a word as whole words (spaces match any spacing); both case-insensitive. */
export function ruleRegExp(kind: ContentRuleKind, value: string): RegExp {
  if (kind === 'pattern') return new RegExp(value, 'i');
  const words = value
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'));
  const start = /^\w/.test(value.trim()) ? '\\b' : '';
  const end = /\w$/.test(value.trim()) ? '\\b' : '';
  return new RegExp(`${start}${words.join('\\s+')}${end}`, 'i');
}

/**
 * Why a pattern is refused, or null: it must compile, and it must not repeat a group that itself
 * repeats without bound or has alternatives ((a+)+, (a*){9}, (a|b)*), the shapes whose backtracking
 * explodes. A bounded inner repeat ((\d?){7}) is fine.
 */
export function patternProblem(value: string): string | null {
  try {
    new RegExp(value, 'i');
  } catch (error) {
    const detail = error instanceof Error ? error.message.replace(/^Invalid regular expression: /, '') : 'it does not compile';
    return M.ruleBadPattern(detail);
  }
  return hasNestedRepeat(value) ? M.ruleNestedRepeat : null;
}

type Group = { unbounded: boolean; alternatives: boolean };

/** Reads a quantifier at `i`: its length and whether it repeats without bound (or more than once). */
function quantifierAt(source: string, i: number): { length: number; unbounded: boolean; many: boolean } | null {
  const char = source[i];
  if (char === '*' || char === '+') return { length: source[i + 1] === '?' ? 2 : 1, unbounded: true, many: true };
  if (char === '?') return { length: source[i + 1] === '?' ? 2 : 1, unbounded: false, many: false };
  if (char !== '{') return null;
  const braces = /^\{(\d+)(,(\d*))?\}\??/.exec(source.slice(i));
  if (!braces) return null;
  const max = braces[2] === undefined ? Number(braces[1]) : braces[3] === '' ? Infinity : Number(braces[3]);
  return { length: braces[0].length, unbounded: max === Infinity, many: max > 1 };
}

function hasNestedRepeat(source: string): boolean {
  const stack: Group[] = [{ unbounded: false, alternatives: false }];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    const top = stack[stack.length - 1]!;
    if (char === '[') inClass = true;
    else if (char === '(') stack.push({ unbounded: false, alternatives: false });
    else if (char === '|') top.alternatives = true;
    else if (char === ')') {
      const group = stack.pop()!;
      const parent = stack[stack.length - 1] ?? top;
      const quantifier = quantifierAt(source, i + 1);
      if (quantifier) {
        if (group.unbounded && quantifier.many) return true;
        if (group.alternatives && quantifier.unbounded) return true;
        i += quantifier.length;
      }
      parent.unbounded ||= group.unbounded || Boolean(quantifier?.unbounded);
    } else {
      const quantifier = quantifierAt(source, i);
      if (quantifier) {
        top.unbounded ||= quantifier.unbounded;
        i += quantifier.length - 1;
      }
    }
  }
  return false;
}
