import 'server-only';
import type { DbReader } from '../../db';
import { diffTexts } from '../../text/diff';
import type { WriterText } from '../../workflow/voice/profile';
import { RewriteConfig } from '../../workflow/templates/rewrite';

/** Shorter additions to model text are word fixes: they show what the writer removed, not how they write. */
const MIN_PASSAGE_CHARS = 24;

type SectionRow = { own: string; base: string | null };

/**
 * The text the writer wrote themselves, never a model's: each live section's latest author version,
 * whole when no model text came before it, or else only what it added to the last text that did not
 * come from the writer (a model draft, revision, variant or rollback); what it deleted from that text;
 * and a rewrite's imported original. One query, in reading order.
 */
export async function writerText(db: DbReader, projectId: string): Promise<WriterText> {
  const [rows, project] = await Promise.all([
    db.$queryRaw<SectionRow[]>`
      WITH latest AS (
        SELECT DISTINCT ON (v."sectionId") v."sectionId", v.number, v.text, st.position AS stage, s.position
        FROM "Version" v
        JOIN "Section" s ON s.id = v."sectionId" AND s."deletedAt" IS NULL
        JOIN "Stage" st ON st.id = s."stageId"
        WHERE v."projectId" = ${projectId} AND v.source = 'author' AND NOT v.partial
        ORDER BY v."sectionId", v.number DESC
      )
      SELECT l.text AS own, b.text AS base
      FROM latest l
      LEFT JOIN LATERAL (
        SELECT v.text FROM "Version" v
        WHERE v."sectionId" = l."sectionId" AND v.number < l.number AND v.source <> 'author'
        ORDER BY v.number DESC LIMIT 1
      ) b ON true
      ORDER BY l.stage, l.position`,
    db.project.findUnique({ where: { id: projectId }, select: { template: true, config: true } }),
  ]);
  const passages: string[] = [];
  const removed: string[] = [];
  if (project?.template === 'rewrite') {
    const original = RewriteConfig.safeParse(project.config);
    if (original.success && original.data.originalDocument.trim()) passages.push(original.data.originalDocument);
  }
  for (const { own, base } of rows) {
    if (base === null) {
      if (own.trim()) passages.push(own);
      continue;
    }
    for (const segment of diffTexts(base, own)) {
      const text = segment.text.trim();
      if (segment.op === 'insert' && text.length >= MIN_PASSAGE_CHARS) passages.push(text);
      else if (segment.op === 'delete' && text) removed.push(text);
    }
  }
  return { passages, removed };
}
