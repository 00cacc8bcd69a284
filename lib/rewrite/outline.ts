import type { z } from 'zod';
import { tooLargeForOneRequest } from '../engine/model/budget/fit';
import { DOCUMENT_BUDGET_CHARS } from '../engine/model/prompts/context';
import { EngineError, type CallContext, type Engine } from '../engine/types';
import { parseArtifact } from '../workflow/artifacts';
import { halve } from '../text/halve';
import type { RewriteConfig, RewriteOutline } from '../workflow/templates/rewrite';
import type { Tally } from './tally';

export type Outline = z.infer<typeof RewriteOutline>;

/** The outline, and for a document outlined in parts the part of the original each section comes from. */
export interface PlannedOutline {
  outline: Outline;
  /** Section key → the part of the original it was planned from; empty when outlined whole. */
  sources: Record<string, string>;
}

/** A part this short that still does not fit the model's context is not split further: the error stands. */
const MIN_PART_CHARS = 1_000;

/** Keys name sections through the review rounds, so a repeated one gets a suffix ("intro", "intro-2"). */
function uniqueKeys(outline: Outline): Outline {
  const seen = new Set<string>();
  const sections = outline.sections.map((s) => {
    let key = s.key.trim() || 'section';
    for (let n = 2; seen.has(key); n++) key = `${s.key.trim() || 'section'}-${n}`;
    seen.add(key);
    return { ...s, key };
  });
  return { ...outline, sections };
}

/**
 * Stage one: the engine plans the new document's title and sections (each with a goal), validated. A
 * document too long for one request (over the prompt's document budget, over the model's context, or
 * with an outline too long for the room left for the reply) is outlined in parts, halving a part until
 * it fits, and the parts' sections are joined in order.
 */
export async function planOutline(
  engine: Engine,
  config: RewriteConfig,
  tally: Tally,
  ctx?: CallContext,
): Promise<PlannedOutline> {
  const parts: { text: string; outline: Outline }[] = [];
  const outlineOf = async (text: string, isPart: boolean): Promise<void> => {
    const tooLong = text.length > DOCUMENT_BUDGET_CHARS;
    if (!tooLong) {
      try {
        parts.push({
          text,
          outline: await outlinePart(engine, { ...config, originalDocument: text }, isPart, tally, ctx),
        });
        return;
      } catch (error) {
        if (!tooLargeForOneRequest(error) || text.length < MIN_PART_CHARS) throw error;
      }
    }
    const [first, second] = halve(text);
    await outlineOf(first, true);
    await outlineOf(second, true);
  };
  await outlineOf(config.originalDocument, false);
  if (parts.length === 1) return { outline: uniqueKeys(parts[0].outline), sources: {} };

  const outline = uniqueKeys({ title: parts[0].outline.title, sections: parts.flatMap((p) => p.outline.sections) });
  const sources: Record<string, string> = {};
  let i = 0;
  for (const part of parts) for (const _ of part.outline.sections) sources[outline.sections[i++].key] = part.text;
  return { outline, sources };
}

const PART_NOTE =
  'The <document> block holds one consecutive part of a longer original document (it was too long for one request). Outline only this part: its sections are joined in order with those of the other parts.';

async function outlinePart(
  engine: Engine,
  config: RewriteConfig,
  isPart: boolean,
  tally: Tally,
  ctx?: CallContext,
): Promise<Outline> {
  const notes = isPart ? [PART_NOTE] : [];
  const raw = tally.take(
    await engine.generateArtifact(
      { template: 'rewrite', stageKey: 'outline', language: config.language, config, upstream: {}, notes },
      ctx,
    ),
  );
  const parsed = parseArtifact('rewrite', 'outline', raw);
  if (!parsed.ok) throw new EngineError('invalid_output', parsed.error);
  return parsed.value as Outline;
}
