import { sentenceAt } from '../../../text/sentences';
import { chineseNumber, parseEnglishCount } from '../../../workflow/continuity/numbers';
import { emit, matchesOf, type Scan } from './scan';

// A murder-mystery script's clues: who learns which clue in which round (the game master's handbook),
// which clues a player's handbook mentions in which round, and where clues are planted (materials).

/** What a section is to the script: the game master's handbook, one player's, the materials, or other prose. */
type ScriptRole = { kind: 'dm' } | { kind: 'player'; character: string } | { kind: 'materials' } | { kind: 'prose' };

export interface ScriptContext {
  role: ScriptRole;
  /** The player characters' names. */
  players: string[];
  /** Named clues (the bible's objects, the outline's clue ids). */
  clues: string[];
}

// A round opens a line ("Round 2", 第二轮), or a sentence when a colon follows ("… Round 2: read Clue 2").
const ROUND =
  /(?:^(?:#+\s*)?|(?<=[.!?。！？]\s*)(?=(?:Round|ROUND|Act|ACT)\s+\w+\s*[:：]|第[一二三四五六七八九十\d]+[轮幕]\s*[:：]))(?:(?:Round|ROUND|Act|ACT)\s+(\d+|[A-Za-z]+)\b|第([一二三四五六七八九十\d]+)[轮幕])/gm;
const CLUE_ID = /\b[Cc]lue(?:\s+card)?\s+#?([A-Z]?\d+)\b|线索卡?\s*([A-Z]?\d+|[一二三四五六七八九十]+)号?/g;
const EVERYONE =
  /\b(all players|everyone|every player|each player|all the players|the table)\b|所有玩家|全体玩家|每位玩家|所有人|全体/i;

/** Round starts in text order: [offset, round]. */
function roundsOf(text: string): [number, number][] {
  const rounds: [number, number][] = [[0, 0]];
  for (const m of matchesOf(text, ROUND)) {
    const n = m[1] ? parseEnglishCount(m[1].toLowerCase()) : chineseNumber(m[2]);
    if (n !== null) rounds.push([m.index, n]);
  }
  return rounds;
}

const roundAt = (rounds: [number, number][], at: number) => rounds.filter(([o]) => o <= at).at(-1)![1];

/** The clues mentioned in the section, by id ("clue-3") or name, with their offsets. */
function clueMentions(scan: Scan, clues: string[]): { clue: string; start: number; end: number }[] {
  const found: { clue: string; start: number; end: number }[] = [];
  for (const m of matchesOf(scan.text, CLUE_ID)) {
    const id = m[1] ?? String(chineseNumber(m[2]) ?? m[2]);
    found.push({ clue: `clue-${id.toLowerCase()}`, start: m.index, end: m.index + m[0].length });
  }
  for (const name of clues) {
    for (let at = scan.text.indexOf(name); at >= 0; at = scan.text.indexOf(name, at + name.length))
      found.push({ clue: name, start: at, end: at + name.length });
  }
  return found.sort((a, b) => a.start - b.start);
}

export function scriptFacts(scan: Scan, context: ScriptContext): void {
  const { role } = context;
  if (role.kind === 'prose') return;
  const rounds = roundsOf(scan.text);
  for (const mention of clueMentions(scan, context.clues)) {
    const round = roundAt(rounds, mention.start);
    const sentence = sentenceAt(scan.sentences, mention.start);
    const span = { start: sentence?.start ?? mention.start, end: sentence?.end ?? mention.end };
    const fact = {
      kind: 'clue' as const,
      attribute: mention.clue,
      round,
      valueStart: mention.start,
      valueEnd: mention.end,
      ...span,
    };
    if (role.kind === 'materials') emit(scan, { ...fact, subject: '', value: 'planted' });
    else if (role.kind === 'player') emit(scan, { ...fact, subject: role.character, value: 'knows' });
    else {
      const text = sentence?.text ?? '';
      const named = context.players.filter((p) => text.includes(p));
      if (round === 0) emit(scan, { ...fact, subject: '', value: 'needed' });
      if (EVERYONE.test(text) || (round > 0 && named.length === 0))
        emit(scan, { ...fact, subject: '*', value: 'learns' });
      for (const player of named) emit(scan, { ...fact, subject: player, value: 'learns' });
    }
  }
}
