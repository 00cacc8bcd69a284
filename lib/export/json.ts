import { scriptChapters, type ScriptConfig } from '../workflow/templates/script';
import type { DocumentPart } from '../workflow/assembly';
import type { ExportBundle } from './types';

// The structured export: project metadata, each stage's artifact, every live section with its
// stable id and outline key, the assembled document, for papers their references, and for scripts
// seed 003's Script shape.

const EXPORT_JSON_VERSION = 1;

interface ScriptExport {
  dmHandbook: DocumentPart | null;
  /** One per player, in player order. */
  playerHandbooks: DocumentPart[];
  materials: DocumentPart | null;
  branchStructure: DocumentPart | null;
}

/** The script's chapters by role, picked from the assembled parts by their outline keys. */
function scriptExport(bundle: ExportBundle): ScriptExport {
  const byKey = new Map(bundle.document.parts.map((p) => [p.key, p]));
  const playerCount = Number((bundle.project.config as Partial<ScriptConfig>).playerCount) || 0;
  const chapters = scriptChapters(playerCount);
  const pick = (type: string) => chapters.filter((c) => c.type === type).map((c) => byKey.get(c.key) ?? null);
  return {
    dmHandbook: pick('dm_handbook')[0] ?? null,
    playerHandbooks: pick('player_handbook').filter((p): p is DocumentPart => p !== null),
    materials: pick('materials')[0] ?? null,
    branchStructure: pick('branch_structure')[0] ?? null,
  };
}

export function exportJson(bundle: ExportBundle, now: Date = new Date()): Record<string, unknown> {
  return {
    format: 'storyfold-export',
    version: EXPORT_JSON_VERSION,
    exportedAt: now.toISOString(),
    status: bundle.status,
    missing: bundle.missing,
    project: bundle.project,
    stages: bundle.stages.map(({ key, kind, status }) => ({ key, kind, status })),
    artifacts: Object.fromEntries(bundle.stages.filter((s) => s.artifact != null).map((s) => [s.key, s.artifact])),
    sections: bundle.sections.map((s) => ({
      id: s.id,
      key: s.key,
      stage: s.stageKey,
      displayNumber: s.displayNumber,
      title: s.title,
      status: s.status,
      text: s.text,
    })),
    document: bundle.document,
    ...(bundle.project.template === 'script' ? { script: scriptExport(bundle) } : {}),
    // The sources as CSL-JSON items (their id is the [@key] the text cites), each with whether the writer confirmed it.
    ...(bundle.references
      ? { references: bundle.references.map((r) => ({ verified: r.verified, item: r.item })) }
      : {}),
  };
}

export function exportJsonText(bundle: ExportBundle, now?: Date): string {
  return `${JSON.stringify(exportJson(bundle, now), null, 2)}\n`;
}
