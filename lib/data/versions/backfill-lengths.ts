import 'server-only';
import type { Db } from '../../db';
import { storedLength } from './append-version';

const BATCH = 200;

/**
 * Versions written before lengths were stored get theirs counted once, a batch per statement. The
 * launcher runs this after the migrations (lib/cli/seed.ts), before the web server starts, so no page
 * ever counts a text: every later version stores its length as appendVersion writes it.
 */
export async function backfillVersionLengths(db: Db): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db.version.findMany({
      where: { words: null },
      orderBy: { id: 'asc' },
      select: { id: true, text: true },
      take: BATCH,
    });
    if (rows.length === 0) return filled;
    const lengths = rows.map((v) => ({ id: v.id, ...storedLength(v.text) }));
    await db.$executeRaw`
      UPDATE "Version" AS v SET words = l.words, "lengthUnit" = l."lengthUnit"
      FROM jsonb_to_recordset(${JSON.stringify(lengths)}::jsonb) AS l(id text, words int, "lengthUnit" text)
      WHERE v.id = l.id AND v.words IS NULL`;
    filled += rows.length;
  }
}
