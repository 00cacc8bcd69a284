import { recordRippleRewrite, rewriteSection } from '../../data/ripples/record-rewrite';
import { runParams } from '../../data/runs/kinds';
import { stepKey } from '../../data/runs/steps';
import type { PassageInput } from '../../engine/types';
import { isSameText } from '../../text/diff';
import { reanchor } from '../../text/reanchor';
import type { UpstreamChange } from '../../workflow/ripple/ripple-suggestion';
import { RIPPLE_CONTEXT_CHARS, rippleRewriteInstruction } from '../../workflow/ripple/rewrite-request';
import { canonicalNames } from '../canonical-names';
import { loadProjectContext } from '../project-context';
import { registerHandler } from './registry';

/**
 * The passages a ripple cannot change word for word, each asked of the model on its own (the passage,
 * a little text around it, the change): a reply that differs becomes an open continuity suggestion in
 * the ripple's round. A passage whose words are gone since, or whose section was locked, is passed by.
 */
registerHandler('ripple.rewrite', {
  async execute(ctx) {
    const { change, upstream, passages } = runParams('ripple.rewrite', ctx.run.params);
    const project = await loadProjectContext(ctx.db, ctx);
    const instruction = rippleRewriteInstruction(change, project.language);
    const names = canonicalNames(project);
    for (const [index, p] of passages.entries()) {
      const section = await rewriteSection(ctx.db, p.sectionId);
      await ctx.progress(index, passages.length, section?.title ?? '');
      await ctx.step(
        stepKey.rippleRewrite(index),
        async () => {
          const placed = section && !section.locked ? reanchor(p.anchor, section.text) : null;
          if (placed?.status !== 'anchored') return null;
          const { start, end, quote } = placed.anchor;
          const input: PassageInput = {
            language: project.language,
            sectionTitle: section!.title,
            canonicalNames: names,
            request: { command: 'rewrite', instruction },
            passage: quote,
            before: section!.text.slice(Math.max(0, start - RIPPLE_CONTEXT_CHARS), start),
            after: section!.text.slice(end, end + RIPPLE_CONTEXT_CHARS),
          };
          const { value } = await project.engine.passage(input, project.call);
          return isSameText(value.text, quote) ? null : { anchor: placed.anchor, replacement: value.text };
        },
        async (tx, value) =>
          value &&
          recordRippleRewrite(tx, {
            projectId: project.id,
            roundId: p.roundId,
            sectionId: p.sectionId,
            ...value,
            change: upstream as unknown as UpstreamChange,
            language: project.language,
          }),
      );
    }
    await ctx.progress(passages.length, passages.length, '');
  },
});
