import { appendVersion } from '../../data/versions/append-version';
import type { Tx } from '../../db';

/** What an engine wrote for a section, as a step saves it. */
interface EngineText {
  value: { text: string; partial?: boolean };
  engine: 'model' | 'offline';
  model: string | null;
}

/** Saves the engine's text as the section's new version (through the one version path); returns its id. */
export async function saveEngineText(
  tx: Tx,
  unit: { projectId: string; stageId: string; sectionId: string },
  result: EngineText,
  source: 'model' | 'revision',
): Promise<{ versionId: string }> {
  const version = await appendVersion(tx, {
    ...unit,
    text: result.value.text,
    source,
    engine: result.engine,
    model: result.model,
    partial: result.value.partial ?? false,
  });
  return { versionId: version.id };
}

/** The ids of a section's unit, for saveEngineText. */
export const unitOf = (project: { id: string }, stage: { id: string }, section: { id: string }) => ({
  projectId: project.id,
  stageId: stage.id,
  sectionId: section.id,
});
