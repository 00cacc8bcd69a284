import { createHash } from 'node:crypto';
import { Prisma } from '../../generated/prisma/client';
import type { DbReader, Tx } from '../../db';
import { OFFLINE_EXTRACTOR_VERSION, type ExtractContext } from '../../engine/offline/continuity/extract';
import { roleFromTitle } from '../../workflow/continuity/section-roles';
import { TEMPLATES, type TemplateKind } from '../../workflow/templates';

// What a section's facts are extracted with, beside its text: the project's template and language,
// the bible's names, and for a script chapter whose handbook it is. All of it goes into the hash, so
// a renamed bible entry extracts again, and nothing else does.

interface LedgerSectionRow {
  id: string;
  title: string;
  position: number;
  text: string;
  /** The offline ledger's hash and facts for this section, when it has a row. */
  hash: string | null;
  facts: unknown;
  /** What moves when the section's text or its model facts do: its edit version, current version and model hash. */
  stamp: string;
}

interface StageRow extends LedgerSectionRow {
  template: TemplateKind;
  config: unknown;
  names: string[] | null;
  clues: string[] | null;
}

// What a section's ledger reads are joined with: its current text, its offline and its model ledger rows.
const SECTION_LEDGER_JOINS = Prisma.sql`
      LEFT JOIN "Version" v ON v.id = s."currentVersionId"
      LEFT JOIN "LedgerSection" l ON l."sectionId" = s.id AND l.engine = 'offline'
      LEFT JOIN "LedgerSection" m ON m."sectionId" = s.id AND m.engine = 'model'`;
// What moves when a section's text or its model facts do: its edit version, current version and model hash.
const SECTION_STAMP = Prisma.sql`s.version || ':' || coalesce(s."currentVersionId", '') || ':' || coalesce(m."contentHash", '')`;

/**
 * The live sections of a stage with their offline ledger's hash and the project's names; with their
 * current text and facts unless `texts` is false (a whole book's text is the read's largest part).
 */
async function stageRows(tx: Tx | DbReader, where: Prisma.Sql, texts: boolean): Promise<StageRow[]> {
  const text = texts ? Prisma.sql`coalesce(v.text, '')` : Prisma.sql`''`;
  const facts = texts ? Prisma.sql`l.facts` : Prisma.sql`NULL::jsonb`;
  return tx.$queryRaw<StageRow[]>`
    SELECT s.id, s.title, s.position, ${text} AS text, l."contentHash" AS hash, ${facts} AS facts,
      ${SECTION_STAMP} AS stamp,
      p.template, p.config,
      (SELECT array_agg(n ORDER BY n) FROM "BibleEntry" b, unnest(array_prepend(b.name, b.aliases)) n WHERE b."projectId" = p.id) AS names,
      (SELECT array_agg(n ORDER BY n) FROM "BibleEntry" b, unnest(array_prepend(b.name, b.aliases)) n WHERE b."projectId" = p.id AND b.kind = 'object') AS clues
    FROM "Section" s JOIN "Project" p ON p.id = s."projectId"
      ${SECTION_LEDGER_JOINS}
    WHERE s."deletedAt" IS NULL AND ${where}
    ORDER BY s.position`;
}

export interface StageLedger {
  template: TemplateKind;
  language: 'en' | 'zh';
  config: unknown;
  sections: (LedgerSectionRow & { context: ExtractContext })[];
}

function ledgerOf(rows: StageRow[]): StageLedger | null {
  if (rows.length === 0) return null;
  const { template, config } = rows[0];
  const language = TEMPLATES[template].language(config as never);
  const players = rows.flatMap(({ title }) => {
    const role = roleFromTitle(title);
    return role.kind === 'player' ? [role.character] : [];
  });
  const known = rows[0].names ?? [];
  return {
    template,
    language,
    config,
    sections: rows.map(({ template: _t, config: _c, names: _n, clues, ...row }) => ({
      ...row,
      context: {
        language,
        template,
        known,
        fidelity: template === 'rewrite',
        ...(template === 'script'
          ? {
              script: {
                role: /^(DM|主持人)/.test(row.title) ? { kind: 'dm' as const } : roleFromTitle(row.title),
                players,
                clues: clues ?? [],
              },
            }
          : {}),
      },
    })),
  };
}

/**
 * A stage's sections with what the ledger needs of each (a script's players come from its chapters'
 * titles); without `texts`, their text is empty and their facts null, to be read for some with sectionTexts.
 */
export async function readStageLedger(
  tx: Tx | DbReader,
  stageId: string,
  { texts = true }: { texts?: boolean } = {},
): Promise<StageLedger | null> {
  return ledgerOf(await stageRows(tx, Prisma.sql`s."stageId" = ${stageId}`, texts));
}

/** Some sections' current text and offline ledger: what a read without texts leaves out. */
export async function sectionTexts(
  tx: Tx | DbReader,
  ids: string[],
): Promise<Map<string, Pick<LedgerSectionRow, 'text' | 'hash' | 'facts' | 'stamp'>>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.$queryRaw<(Pick<LedgerSectionRow, 'text' | 'hash' | 'facts' | 'stamp'> & { id: string })[]>`
    SELECT s.id, coalesce(v.text, '') AS text, l."contentHash" AS hash, l.facts,
      ${SECTION_STAMP} AS stamp
    FROM "Section" s
      ${SECTION_LEDGER_JOINS}
    WHERE s.id IN (${Prisma.join(ids)})`;
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}

/** The hash the ledger keeps beside a section's facts. */
export function ledgerHash(text: string, context: ExtractContext, engine: 'offline' | 'model'): string {
  const extractor = engine === 'offline' ? `offline-${OFFLINE_EXTRACTOR_VERSION}` : 'model-1';
  const { language, template, known, script, fidelity } = context;
  return createHash('sha256')
    .update(JSON.stringify([extractor, text, language, template, known, script ?? null, fidelity ?? false]))
    .digest('hex');
}
