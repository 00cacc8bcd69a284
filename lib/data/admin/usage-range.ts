const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_DAYS = 366;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface UsageRange {
  /** Inclusive first and last day (UTC), as shown in the form. */
  fromDay: string;
  toDay: string;
  /** [from, to) for the query. */
  from: Date;
  to: Date;
}

const parseDay = (v: unknown) =>
  typeof v === 'string' && DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))
    ? Date.parse(`${v}T00:00:00Z`)
    : null;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The usage page's days: the last 30 by default; at most a year; `to` before `from` is swapped. */
export function usageRange(params: { from?: string | string[]; to?: string | string[] }, now = new Date()): UsageRange {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  let to = parseDay(first(params.to)) ?? today;
  let from = parseDay(first(params.from)) ?? to - 29 * DAY_MS;
  if (to < from) [from, to] = [to, from];
  if (to - from > (MAX_DAYS - 1) * DAY_MS) from = to - (MAX_DAYS - 1) * DAY_MS;
  return { fromDay: dayOf(from), toDay: dayOf(to), from: new Date(from), to: new Date(to + DAY_MS) };
}
