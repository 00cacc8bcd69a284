import type {
  AssessInput,
  AssessOutput,
  CallContext,
  Engine,
  EngineResult,
  GenerateArtifactInput,
  GenerateSectionInput,
  PassageInput,
  ProposedQuestion,
  ProposeQuestionsInput,
  ReviseInput,
  ReviseOutput,
  SectionDraft,
  VariantsInput,
} from '../types';
import { EngineError } from '../types';
import { assessOffline } from './assess';
import { proposeQuestionsOffline } from './clarify/questions';
import { generateArtifactOffline, generateSectionOffline } from './generate';
import { reviseOffline } from './revise';
import { streamInPieces } from './stream-pieces';
import { variantsOffline } from './variants';
import { passageOffline } from './passage';

const OFFLINE_MODEL = 'offline';

/**
 * The built-in engine: deterministic lint checks, mechanical revisions and labelled scaffolds.
 * Used when no model is configured, and always as the `lint` reviewer. It costs no tokens.
 */
export class OfflineEngine implements Engine {
  readonly kind = 'offline' as const;

  async proposeQuestions(input: ProposeQuestionsInput, ctx?: CallContext): Promise<EngineResult<ProposedQuestion[]>> {
    return this.run(ctx, () => proposeQuestionsOffline(input.document, input.language, input.asked));
  }

  async generateArtifact(input: GenerateArtifactInput, ctx?: CallContext): Promise<EngineResult<unknown>> {
    return this.run(ctx, () => generateArtifactOffline(input));
  }

  async generateSection(input: GenerateSectionInput, ctx?: CallContext): Promise<EngineResult<SectionDraft>> {
    const result = this.run(ctx, () => generateSectionOffline(input));
    if (ctx?.prose) streamInPieces(result.value.text, ctx.prose);
    return result;
  }

  async assess(input: AssessInput, ctx?: CallContext): Promise<EngineResult<AssessOutput>> {
    return this.run(ctx, () => assessOffline(input));
  }

  async revise(input: ReviseInput, ctx?: CallContext): Promise<EngineResult<ReviseOutput>> {
    return this.run(ctx, () => reviseOffline(input));
  }

  async variants(input: VariantsInput, ctx?: CallContext): Promise<EngineResult<{ texts: string[] }>> {
    return this.run(ctx, () => ({ texts: variantsOffline(input) }));
  }

  async passage(input: PassageInput, ctx?: CallContext): Promise<EngineResult<{ text: string }>> {
    return this.run(ctx, () => passageOffline(input));
  }

  private run<T>(ctx: CallContext | undefined, work: () => T): EngineResult<T> {
    if (ctx?.signal?.aborted) throw new EngineError('cancelled', 'The request was cancelled.');
    return { value: work(), usage: { inputTokens: 0, outputTokens: 0 }, engine: 'offline', model: OFFLINE_MODEL };
  }
}
