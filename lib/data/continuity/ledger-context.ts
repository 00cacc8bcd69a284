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
}

interface StageRow extends LedgerSectionRow {
  template: TemplateKind;
  config: unknown;
  names: string[] | null;
  clues: string[] | null;
}

/** The live sections of a stage with their current text and offline ledger, and the project's names. */
async function stageRows(tx: Tx | DbReader, where: Prisma.Sql): Promise<StageRow[]> {
  return tx.$queryRaw<StageRow[]>`
    SELECT s.id, s.title, s.position, coalesce(v.text, '') AS text, l."contentHash" AS hash, l.facts,
      p.template, p.config,
      (SELECT array_agg(n ORDER BY n) FROM "BibleEntry" b, unnest(array_prepend(b.name, b.aliases)) n WHERE b."projectId" = p.id) AS names,
      (SELECT array_agg(n ORDER BY n) FROM "BibleEntry" b, unnest(array_prepend(b.name, b.aliases)) n WHERE b."projectId" = p.id AND b.kind = 'object') AS clues
    FROM "Section" s JOIN "Project" p ON p.id = s."projectId"
      LEFT JOIN "Version" v ON v.id = s."currentVersionId"
      LEFT JOIN "LedgerSection" l ON l."sectionId" = s.id AND l.engine = 'offline'
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

/** A stage's sections with what the ledger needs of each (a script's players come from its chapters' titles). */
export async function readStageLedger(tx: Tx | DbReader, stageId: string): Promise<StageLedger | null> {
  return ledgerOf(await stageRows(tx, Prisma.sql`s."stageId" = ${stageId}`));
}

/** The hash the ledger keeps beside a section's facts. */
export function ledgerHash(text: string, context: ExtractContext, engine: 'offline' | 'model'): string {
  const extractor = engine === 'offline' ? `offline-${OFFLINE_EXTRACTOR_VERSION}` : 'model-1';
  const { language, template, known, script, fidelity } = context;
  return createHash('sha256')
    .update(JSON.stringify([extractor, text, language, template, known, script ?? null, fidelity ?? false]))
    .digest('hex');
}
