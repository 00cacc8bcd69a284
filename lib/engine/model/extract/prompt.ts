import type { Language } from '../../types';
import type { TemplateKind } from '../../../workflow/templates/types';
import type { Prompt } from '../prompts/artifact-base';
import { systemPrompt } from '../prompts/system';
import { dataBlock } from '../prompts/untrusted';
import type { ScriptContext } from '../../offline/continuity/script';

export interface ExtractPromptInput {
  language: Language;
  template: TemplateKind | null;
  title: string;
  text: string;
  /** The names the project knows (the story bible's). */
  names: string[];
  /** For scripts: whose handbook this is, the player characters and the named clues. */
  script?: ScriptContext;
  /** For papers: the references the section may cite, one line each ("key: title — abstract"). */
  references?: string[];
}

/** What a script's section is, for the model: whose knowledge its clue mentions are. */
function scriptRoleLine({ role, players, clues }: ScriptContext): string[] {
  const cast = players.length ? ` The player characters are ${players.join(', ')}.` : '';
  const named = clues.length ? ` Named clues: ${clues.join(', ')}.` : '';
  switch (role.kind) {
    case 'dm':
      return [
        `This section is the game master's handbook: the truth (clues it rests on: value "needed", round 0) and which player character is handed which clue in which round (value "learns"; subject "*" when all players see it).${cast}${named}`,
      ];
    case 'player':
      return [
        `This section is the player handbook of ${role.character}: every clue it mentions is one ${role.character} knows at that point (subject "${role.character}", value "knows", with the round it is mentioned in).${cast}${named}`,
      ];
    case 'materials':
      return [`This section is the materials: the clue cards and handouts (value "planted").${named}`];
    default:
      return [];
  }
}

/** One section's facts for the continuity ledger: stated facts only, each with its exact words. */
export function extractPrompt(input: ExtractPromptInput): Prompt {
  return {
    system: systemPrompt({
      persona: 'a continuity editor building a ledger of the facts a book states',
      language: input.language,
      rules: [
        "List the facts the section states that a later passage could contradict: people's attributes, status and whereabouts, dates, weekdays and elapsed time, counts and defined terms, and for a script who learns which clue in which round.",
        'Only what the text states. Never infer, never add facts from general knowledge, never repeat a fact in the same words.',
        'quote must be copied exactly from the section, character for character, and be as short as the fact allows (under 30 words).',
        'Mark each fact\'s hedge: said by a character in dialogue, hypothetical, a memory or flashback, or corrected by the text itself; otherwise "none".',
        'Use the names the project knows for subjects when the text refers to one of them by an alias or a part of the name.',
        "Keep field names and ids exactly as given; answer in the document's language except normalised values (digits, one English word for colours and kinship).",
      ],
    }),
    prompt: [
      `Extract the ledger facts of the section "${input.title}".`,
      ...(input.script ? scriptRoleLine(input.script) : []),
      '',
      ...(input.names.length ? [dataBlock('names', input.names.join('\n')), ''] : []),
      ...(input.references?.length
        ? [dataBlock('upstream', input.references.join('\n'), { kind: 'references' }), '']
        : []),
      dataBlock('section', input.text, { title: input.title }),
    ].join('\n'),
  };
}
