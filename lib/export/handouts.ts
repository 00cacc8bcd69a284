import JSZip from 'jszip';
import { ExpectedError } from '../errors';
import { exportDocx } from './docx';
import { safeFileStem } from './filename';
import type { ExportBundle } from './types';

// A murder-mystery game is played from separate papers: each player reads only their own handbook,
// and the game master keeps the solution, the materials and the branches. One Word file each, in a
// zip whose names say whose file it is.

const FOR_THE_GAME_MASTER = new Set(['dm', 'materials', 'branches']);
const WORDS = {
  en: { gm: 'Game master', handouts: 'handouts' },
  zh: { gm: '主持人', handouts: '分发材料' },
} as const;

/** The script's handbooks as one Word file per player and one for the game master, zipped. */
export async function exportHandouts(bundle: ExportBundle): Promise<Uint8Array<ArrayBuffer>> {
  if (bundle.project.template !== 'script') throw new ExpectedError('invalid_input', { reason: 'not_a_script' });
  const words = WORDS[bundle.project.language];
  const { title, parts } = bundle.document;
  const fileOf = (name: string, keys: (key: string) => boolean) => {
    const own = parts.filter((p) => keys(p.key));
    return exportDocx({
      ...bundle,
      document: { title: `${title} — ${name}`, parts: own },
      missing: bundle.missing.filter((key) => keys(key)),
    });
  };
  const players = parts.filter((p) => p.key.startsWith('player-'));
  const zip = new JSZip();
  zip.file(`00 ${safeFileStem(words.gm)}.docx`, await fileOf(words.gm, (key) => FOR_THE_GAME_MASTER.has(key)));
  for (const [i, player] of players.entries()) {
    const number = String(i + 1).padStart(2, '0');
    zip.file(
      `${number} ${safeFileStem(player.heading)}.docx`,
      await fileOf(player.heading, (key) => key === player.key),
    );
  }
  return new Uint8Array(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
}

/** The zip's own name: the script's title and what it holds. */
export const handoutsTitle = (bundle: ExportBundle) =>
  `${bundle.document.title} — ${WORDS[bundle.project.language].handouts}`;
