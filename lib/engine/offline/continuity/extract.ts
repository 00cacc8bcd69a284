import type { Fact } from '../../../workflow/continuity/facts';
import type { TemplateKind } from '../../../workflow/templates/types';
import type { Language } from '../../types';
import { sectionLanguage } from '../language';
import { fidelityFacts } from './fidelity';
import { paperFacts } from './paper';
import { englishPeopleFacts } from './people-en';
import { chinesePeopleFacts } from './people-zh';
import { scanOf } from './scan';
import { scriptFacts, type ScriptContext } from './script';
import { timeFacts } from './times';

/** Bumped whenever extraction changes, so the ledger extracts every section again. */
export const OFFLINE_EXTRACTOR_VERSION = 2;

export interface ExtractContext {
  language: Language;
  /** null: a manuscript of unknown template (the review command) gets every family of facts. */
  template: TemplateKind | null;
  /** The names the project knows (the story bible's names and aliases). */
  known: string[];
  script?: ScriptContext;
  /** A rewrite's section, or its original: numbers and names it must take from the original. */
  fidelity?: boolean;
}

/**
 * The facts one section states, found deterministically: what the offline engine can find honestly,
 * and nothing it cannot (see docs/continuity.md for what it does not claim).
 */
export function extractFactsOffline(text: string, context: ExtractContext): Fact[] {
  const zh = sectionLanguage(text, context.language) === 'zh';
  const scan = scanOf(text, context.known);
  if (zh) chinesePeopleFacts(scan);
  else englishPeopleFacts(scan);
  timeFacts(scan, zh);
  if (context.template === 'paper' || context.template === null) paperFacts(scan, zh);
  if (context.script) scriptFacts(scan, context.script);
  if (context.fidelity) fidelityFacts(scan);
  return scan.facts.sort((a, b) => a.start - b.start || a.end - b.end);
}
