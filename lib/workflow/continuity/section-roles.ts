import type { BookSection } from './book';

// What each section of a script is, from its heading (the app titles chapters this way too):
// "DM handbook", "Player handbook 2: Ada", 玩家手册：阿达, 物料.

type Role = BookSection['role'];

const DM_TITLE = /\b(DM|GM|game ?master)\b|主持人|DM手册/i;
const PLAYER_TITLE =
  /(?:player(?:'s)? handbook|player|玩家手册|玩家|角色剧本)[^:：]*[:：]\s*(.+)$|^(.+?)(?:'s handbook|的剧本|的手册)$/i;
const MATERIALS_TITLE = /\b(materials|clue cards|handouts)\b|物料|线索卡/i;

export function roleFromTitle(title: string): Role {
  const player = PLAYER_TITLE.exec(title.trim());
  if (player) return { kind: 'player', character: (player[1] ?? player[2]).trim() };
  if (DM_TITLE.test(title)) return { kind: 'dm' };
  if (MATERIALS_TITLE.test(title)) return { kind: 'materials' };
  return { kind: 'prose' };
}
