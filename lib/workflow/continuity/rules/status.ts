import type { EntityIndex } from '../entities';
import { factKey } from '../facts';
import type { ContinuityFinding } from '../findings';
import { say, type Lang } from '../say';
import type { Positioned } from './positions';

// Someone the narration has said is dead acting later on: speaking, walking, opening a door. A death
// told in speech or as a supposition does not count; an act in speech, memory, dream or flashback is allowed.

export function deadActing(ordered: Positioned[], entities: EntityIndex, lang: Lang): ContinuityFinding[] {
  const deaths = new Map<string, Positioned>();
  const raised = new Set<string>();
  const findings: ContinuityFinding[] = [];
  for (const p of ordered) {
    const f = p.fact;
    const who = entities.resolve(f.subject);
    if (f.kind === 'status' && f.value === 'dead' && !f.hedges.some((h) => h === 'dialogue' || h === 'hypothetical')) {
      if (!deaths.has(who)) deaths.set(who, p);
      continue;
    }
    if (f.kind !== 'mention' || f.attribute !== 'acts' || f.hedges.length > 0) continue;
    const death = deaths.get(who);
    // One finding per person and section is enough to send the writer there.
    if (!death || raised.has(`${who}|${p.section}`)) continue;
    raised.add(`${who}|${p.section}`);
    const d = death.fact;
    findings.push({
      kind: 'status',
      priority: 'high',
      sectionId: f.sectionId,
      quote: f.quote,
      start: f.start,
      end: f.end,
      evidence: [{ sectionId: d.sectionId, quote: d.quote, start: d.start, end: d.end }],
      summary: say(
        lang,
        `${who} acts after dying in ${death.title}`,
        `${who}在${death.title}中已经去世，此处却仍在行动`,
      ),
      detail: say(
        lang,
        `${p.title}: "${f.quote}" — ${death.title}: "${d.quote}".`,
        `${p.title}：“${f.quote}”——${death.title}：“${d.quote}”。`,
      ),
      expected: say(
        lang,
        `${who} does not act after their death, unless the passage is a memory, a dream or a flashback and says so`,
        `${who}去世后不再行动；若这是回忆、梦境或倒叙，请在文中点明`,
      ),
      rests: [factKey(d), factKey(f)],
    });
  }
  return findings;
}
