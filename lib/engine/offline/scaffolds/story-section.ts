import { StoryOutline, type StoryConfig } from '../../../workflow/templates/story';
import type { GenerateSectionInput, Language } from '../../types';
import { say } from '../language';
import { unlabel } from './label';
import type { SectionNotes } from './section-notes';
import { briefFrom } from './story';

/** Chapter beats from the outline, and the brief's characters, setting and points. */
export function storySectionNotes(input: GenerateSectionInput, key: string | null, lang: Language): SectionNotes {
  const config = input.config as StoryConfig;
  const brief = briefFrom(input.upstream, config, input.notes);
  const outline = StoryOutline.safeParse(input.upstream.outline);
  const chapterKey = key?.replace(/^sample-/, '');
  const chapter = outline.success ? outline.data.chapters.find((c) => c.key === chapterKey) : undefined;
  const sample = key?.startsWith('sample-') ?? false;
  return {
    beats: (chapter?.beats ?? []).map(unlabel),
    context: [
      ...brief.characters.map((c) => `${c.name} — ${c.role}${c.description ? `: ${unlabel(c.description)}` : ''}`),
      say(lang, `Setting: ${unlabel(brief.setting)}`, `背景：${unlabel(brief.setting)}`),
      ...(config.tone ? [say(lang, `Tone: ${config.tone}`, `基调：${config.tone}`)] : []),
      ...(config.audience ? [say(lang, `Audience: ${config.audience}`, `读者：${config.audience}`)] : []),
      ...(brief.writingPoints ?? []).map((p) => say(lang, `Story point: ${unlabel(p)}`, `故事要点：${unlabel(p)}`)),
    ],
    guidance: sample
      ? say(
          lang,
          'Write a sample passage of this chapter that sets the voice and style for the whole story.',
          '写出本章的一段样章，为全书定下语气和风格。',
        )
      : say(
          lang,
          'Write the chapter as scenes: open in the middle of action, let each beat change something, end with a reason to read on.',
          '以场景推进本章：从动作中切入，每个情节点都带来变化，结尾留下悬念。',
        ),
  };
}
