import 'server-only';
import type { Db } from '../../db';
import type { RoundFilter } from './round-filter';
import { ADMIN_ROUND_SELECT, roundWhere, toAdminRoundRow, type AdminRoundRow } from './rounds';
import { roundOrder } from '../refinement/read-rounds';

const BATCH = 1000;

const COLUMNS: [string, (r: AdminRoundRow) => string | number | null][] = [
  ['round_id', (r) => r.id],
  ['created_at', (r) => r.createdAt],
  ['project_id', (r) => r.project.id],
  ['project', (r) => r.project.title],
  ['template', (r) => r.project.template],
  ['stage', (r) => r.stageKey],
  ['owner_name', (r) => r.owner.name],
  ['owner_email', (r) => r.owner.email],
  ['round', (r) => r.number],
  ['status', (r) => r.status],
  ['engine', (r) => r.engine],
  ['roles', (r) => r.roles.join(' ')],
  ['decision', (r) => r.decision],
  ['stop_reason', (r) => r.stopReason],
  ['high', (r) => r.counts.high],
  ['medium', (r) => r.counts.medium],
  ['low', (r) => r.counts.low],
  ['input_tokens', (r) => r.tokens.input],
  ['output_tokens', (r) => r.tokens.output],
  ['duration_ms', (r) => r.durationMs],
];

/**
 * One RFC 4180 field: quoted when it holds a comma, quote or line break, quotes doubled. Text a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with an apostrophe.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (fields: (string | number | null | undefined)[]) => `${fields.map(csvField).join(',')}\r\n`;

/** Every round the filter matches, in the table's order, as CSV streamed in batches. */
export function roundsCsvStream(db: Db, filter: RoundFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const where = roundWhere(filter);
  let cursor: string | null = null;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        // The byte-order mark makes spreadsheet programs read the UTF-8 (Chinese titles) correctly.
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(COLUMNS.map(([name]) => name))}`));
        return;
      }
      const rows = await db.round.findMany({
        where,
        orderBy: roundOrder(filter.sort),
        take: BATCH,
        ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
        select: ADMIN_ROUND_SELECT,
      });
      if (rows.length === 0) return controller.close();
      controller.enqueue(
        encoder.encode(rows.map((r) => csvLine(COLUMNS.map(([, get]) => get(toAdminRoundRow(r))))).join('')),
      );
      cursor = rows[rows.length - 1].id;
      if (rows.length < BATCH) controller.close();
    },
  });
}
