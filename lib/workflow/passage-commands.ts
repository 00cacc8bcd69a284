// Commands a writer runs on a selected passage of a section. Each one proposes a replacement for the
// passage, recorded as an anchored suggestion in the stage's open refinement loop.

export const PASSAGE_COMMANDS = ['rewrite', 'shorten', 'expand', 'describe', 'tone', 'continue'] as const;
export type PassageCommand = (typeof PASSAGE_COMMANDS)[number];

export const TONES = ['formal', 'casual', 'lighter', 'darker'] as const;
export type Tone = (typeof TONES)[number];

/** The suggestion type of a passage command: its `expected` is the exact replacement of the anchored quote. */
export const PASSAGE_EDIT_TYPE = 'passage-edit';
/** The reviewer role its suggestions carry. */
export const PASSAGE_COMMAND_ROLE = 'command';

export const MAX_PASSAGE_CHARS = 6_000;
export const MAX_INSTRUCTION_CHARS = 500;

export interface PassageRequest {
  command: PassageCommand;
  /** What to do, in the writer's words (rewrite). */
  instruction?: string;
  tone?: Tone;
}

/** What the offline engine can do without a model: shorten mechanically, and formal or casual wording. */
export function worksOffline(request: PassageRequest): boolean {
  if (request.command === 'shorten') return true;
  return request.command === 'tone' && (request.tone === 'formal' || request.tone === 'casual');
}

/** How long the reply should be, as a share of the passage: the model's output cap is derived from it. */
const LENGTH_SHARE: Record<PassageCommand, number> = {
  rewrite: 1.3,
  shorten: 0.8,
  expand: 2,
  describe: 2,
  tone: 1.3,
  continue: 1,
};

/** The length to ask for, in the passage's unit (words, or characters for Chinese); a continuation is at least 60. */
export function passageTarget(command: PassageCommand, passageLength: number): number {
  const target = Math.ceil(passageLength * LENGTH_SHARE[command]);
  return command === 'continue' ? Math.max(60, target) : Math.max(10, target);
}

const SUMMARIES: Record<PassageCommand, { en: string; zh: string }> = {
  rewrite: { en: 'Rewritten passage', zh: '改写后的段落' },
  shorten: { en: 'Shorter passage', zh: '精简后的段落' },
  expand: { en: 'Expanded passage', zh: '扩写后的段落' },
  describe: { en: 'Passage described with the senses', zh: '加入感官描写的段落' },
  tone: { en: 'Passage in another tone', zh: '换了语气的段落' },
  continue: { en: 'Passage continued', zh: '续写的段落' },
};

const TONE_NAMES: Record<Tone, { en: string; zh: string }> = {
  formal: { en: 'formal', zh: '正式' },
  casual: { en: 'casual', zh: '随意' },
  lighter: { en: 'lighter', zh: '轻快' },
  darker: { en: 'darker', zh: '沉重' },
};

/** The suggestion's summary and detail, in the document's language (like every reviewer's findings). */
export function passageSuggestionText(
  request: PassageRequest,
  language: 'en' | 'zh',
): { summary: string; detail: string } {
  const summary = SUMMARIES[request.command][language];
  if (request.command === 'rewrite' && request.instruction)
    return { summary, detail: language === 'zh' ? `要求：${request.instruction}` : `Asked: ${request.instruction}` };
  if (request.command === 'tone' && request.tone) {
    const tone = TONE_NAMES[request.tone][language];
    return { summary, detail: language === 'zh' ? `语气：${tone}` : `Tone: ${tone}` };
  }
  return { summary, detail: '' };
}
