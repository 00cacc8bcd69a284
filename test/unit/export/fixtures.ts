import type { ProjectRows } from '../../../lib/export/gather';

// A finished murder-mystery script with three players, as gatherExport receives it from the database.

export const SCRIPT_KEYS = ['dm', 'player-1', 'player-2', 'player-3', 'materials', 'branches'];

const TEXTS: Record<string, string> = {
  dm: '## Setup\n\nRead the **truth** only after round three.\n\n- Hand out the handbooks\n- Start the *first* round',
  'player-1': 'You are Lin Wei (林薇), the jeweller’s apprentice.\n\n> Never tell anyone about the second key.',
  'player-2': '你是陈先生，拍卖会的主持人。\n\n你的秘密：你欠死者一大笔钱。',
  'player-3': 'You are the detective. Your goal: find who moved the lamp.',
  materials: '1. Clue card A — the torn ticket\n2. Clue card B — the second key',
  branches: 'Node 1: accuse the apprentice → ending A.\nNode 2: accuse the host → ending B.',
};

export const scriptText = (key: string) => TEXTS[key];

export function scriptRows(
  overrides: Partial<ProjectRows['project']> = {},
  texts: Record<string, string> = TEXTS,
): ProjectRows {
  const titles: Record<string, string> = { dm: 'DM handbook', materials: 'Materials', branches: 'Branch structure' };
  const names = ['Lin Wei', 'Mr Chen', 'Detective Hu'];
  return {
    project: {
      id: 'p1',
      title: 'Murder at the Jade Pavilion',
      template: 'script',
      mode: 'staged',
      state: 'completed',
      engine: 'offline',
      config: {
        playerCount: 3,
        gameType: 'deduction',
        era: 'Shanghai, 1931',
        theme: 'A jeweller dies',
        language: 'en',
      },
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
      ...overrides,
    },
    stages: [
      {
        key: 'plan',
        status: 'approved',
        data: {
          worldOverview: 'Shanghai',
          characters: names.map((name) => ({ name, role: 'suspect', relationshipSketch: '' })),
          coreTrickDirection: 'A second key',
          themeTone: 'noir',
          eraAtmosphere: '1931',
        },
      },
      { key: 'outline', status: 'approved', data: { trickMechanism: 'The lamp was moved' } },
      { key: 'chapters', status: 'approved', data: null },
      { key: 'assembly', status: 'approved', data: null },
    ],
    // Listed out of order on purpose: assembly orders by outline key, not by the list.
    sections: [...SCRIPT_KEYS].reverse().map((key, i) => ({
      id: `sec-${key}`,
      key,
      stageKey: 'chapters',
      displayNumber: String(SCRIPT_KEYS.length - 1 - i),
      title: titles[key] ?? `Player handbook ${key.slice(7)}: ${names[Number(key.slice(7)) - 1]}`,
      status: 'passed',
      text: texts[key] ?? '',
    })),
  };
}
