import { z } from 'zod';
import { IdSchema } from '../../errors';
import { STOP_REASONS } from '../../workflow/loop/types';
import { REVIEWER_ROLES, TEMPLATE_KINDS } from '../../workflow/templates/types';
import { TEMPLATES } from '../../workflow/templates';

// The rounds table's filters live in the URL (a GET form), so a filtered view can be bookmarked,
// and the CSV export reads exactly the same parameters.

export const ROUND_PAGE_SIZE = 25;
/** Rounds with no decision or stop reason yet are filtered with this value. */
export const NONE = 'none';

/** The statuses a round passes through (the loop code writes them; the messages name each). */
export const ROUND_STATUSES = ['assessing', 'assessed', 'decided', 'revised', 'rolled_back'] as const;

/** Every stage key any template has, in template order, once. */
export const STAGE_KEYS = [...new Set(Object.values(TEMPLATES).flatMap((t) => t.stages.map((s) => s.key)))];

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional()).catch(undefined);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)));

const RoundFilterSchema = z.object({
  template: optional(z.enum(TEMPLATE_KINDS)),
  stage: optional(z.enum(STAGE_KEYS as [string, ...string[]])),
  engine: optional(z.enum(['model', 'offline'])),
  role: optional(z.enum(REVIEWER_ROLES)),
  status: optional(z.enum(ROUND_STATUSES)),
  decision: optional(z.string().regex(/^[a-z_]{1,40}$/)),
  stopReason: optional(z.enum([...STOP_REASONS, NONE])),
  owner: optional(z.string().trim().min(1).max(200)),
  project: optional(IdSchema),
  from: optional(day),
  to: optional(day),
  sort: z.preprocess(blankToUndefined, z.enum(['desc', 'asc']).default('desc')).catch('desc'),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)).catch(1),
});
export type RoundFilter = z.output<typeof RoundFilterSchema>;

/** Never fails: a value that is not one of the options is simply no filter. */
export function parseRoundFilter(params: URLSearchParams | Record<string, string | string[] | undefined>): RoundFilter {
  const entries =
    params instanceof URLSearchParams
      ? [...params.entries()]
      : Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]);
  return RoundFilterSchema.parse(Object.fromEntries(entries));
}

/** The filter as query parameters (without blanks), for links to other pages and the CSV export. */
export function roundFilterQuery(filter: Partial<RoundFilter>, overrides: Partial<RoundFilter> = {}): string {
  const merged = { ...filter, ...overrides };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1) || (key === 'sort' && value === 'desc'))
      continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A ?page= value as a page number: anything odd is page 1. */
export function pageParam(raw: string | string[] | undefined): number {
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}
