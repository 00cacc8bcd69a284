import { EngineError, type PassageInput } from '../../types';
import { worksOffline } from '../../../workflow/passage-commands';
import { sectionLanguage } from '../language';
import { shortenOffline } from './shorten';
import { toneOffline } from './tone';

/** The mechanical passage commands; the others need a model, and say so. */
export function passageOffline(input: PassageInput): { text: string } {
  const { request, passage } = input;
  const language = sectionLanguage(passage, input.language);
  if (!worksOffline(request)) throw new EngineError('not_configured', 'This command needs a language model.');
  if (request.command === 'shorten') return { text: shortenOffline(passage, language, input.canonicalNames) };
  return { text: toneOffline(passage, language, request.tone === 'casual' ? 'casual' : 'formal') };
}
