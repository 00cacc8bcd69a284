import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db';

/** An open suggestion a ripple proposes, as it is stored. */
export interface RippleSuggestionRow {
  roundId: string;
  projectId: string;
  sectionId: string;
  role: string;
  type: string;
  priority: 'high' | 'medium' | 'low';
  summary: string;
  detail: string;
  expected: string;
  anchor: object;
  evidence: object;
  fingerprint: string;
}

// Ids in the shape of the database's cuids (as new sections get theirs), minted here because the rows
// are written by one SQL statement rather than through Prisma's create.
const newSuggestionId = () => `c${randomBytes(12).toString('hex')}`;

// Rows per statement: a main character's rename writes thousands, and one JSON parameter of a few
// megabytes per statement keeps it to a handful of round trips without a huge single document.
const BATCH = 2_000;

/**
 * Writes a ripple's suggestions in a few multi-row statements (each one JSON parameter, unpacked by
 * Postgres), where Prisma's createMany spent seconds on thousands of rows.
 */
export async function insertRippleSuggestions(tx: Tx, rows: readonly RippleSuggestionRow[]): Promise<void> {
  for (let at = 0; at < rows.length; at += BATCH) {
    const batch = JSON.stringify(rows.slice(at, at + BATCH).map((r) => ({ id: newSuggestionId(), ...r })));
    await tx.$executeRaw`
      INSERT INTO "Suggestion" (id, "roundId", "projectId", "sectionId", role, type, priority, summary, detail,
        expected, anchor, evidence, fingerprint, "updatedAt")
      SELECT r.id, r."roundId", r."projectId", r."sectionId", r.role, r.type, r.priority::"Priority", r.summary,
        r.detail, r.expected, r.anchor, r.evidence, r.fingerprint, now()
      FROM jsonb_to_recordset(${batch}::jsonb) AS r(id text, "roundId" text, "projectId" text, "sectionId" text,
        role text, type text, priority text, summary text, detail text, expected text, anchor jsonb,
        evidence jsonb, fingerprint text)`;
  }
}
