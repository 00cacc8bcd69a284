import type { z } from 'zod';
import { EngineError, type CallContext, type Engine } from '../engine/types';
import { parseArtifact } from '../workflow/artifacts';
import type { RewriteConfig, RewriteOutline } from '../workflow/templates/rewrite';
import type { Tally } from './tally';

export type Outline = z.infer<typeof RewriteOutline>;

/** Keys name sections through the review rounds, so a repeated one gets a suffix ("intro", "intro-2"). */
export function uniqueKeys(outline: Outline): Outline {
  const seen = new Set<string>();
  const sections = outline.sections.map((s) => {
    let key = s.key.trim() || 'section';
    for (let n = 2; seen.has(key); n++) key = `${s.key}-${n}`;
    seen.add(key);
    return { ...s, key };
  });
  return { ...outline, sections };
}

/** Stage one: the engine plans the new document's title and sections (each with a goal), validated. */
export async function planOutline(
  engine: Engine,
  config: RewriteConfig,
  tally: Tally,
  ctx?: CallContext,
): Promise<Outline> {
  const raw = tally.take(
    await engine.generateArtifact(
      { template: 'rewrite', stageKey: 'outline', language: config.language, config, upstream: {}, notes: [] },
      ctx,
    ),
  );
  const parsed = parseArtifact('rewrite', 'outline', raw);
  if (!parsed.ok) throw new EngineError('invalid_output', parsed.error);
  return uniqueKeys(parsed.value as Outline);
}
