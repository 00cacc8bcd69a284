import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../../lib/auth/session';
import { projectVoice, voiceGuide } from '../../../lib/data/projects/voice';
import { appendVersion } from '../../../lib/data/versions/append-version';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';

// The voice notes action on real Postgres (only the session lookup is replaced), and the profile
// read from the versions the writer wrote, never the model's.
let current: Caller | null = null;
vi.mock('../../../lib/auth/session', () => ({ getCaller: async () => current }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
const { saveVoiceNotes } = await import('../../../lib/actions/voice');

useTestDatabase();

const MODEL =
  'The tapestry of the night unfolded above the harbour. A testament to the old ways, the tapestry of the lighthouse stood proud.';
const EDITED = 'The night came down over the harbour. The lighthouse stood where it always had.';
const OWN = 'She said nothing. The boats came in one by one. She counted them twice.';

let owner: Caller;
let stranger: Caller;
let projectId: string;

beforeAll(async () => {
  const a = await makeUser('voice-owner@example.com');
  const b = await makeUser('voice-stranger@example.com');
  owner = { id: a.id, email: a.email, name: 'Owner', role: 'writer', locale: 'en' };
  stranger = { id: b.id, email: b.email, name: 'Stranger', role: 'writer', locale: 'zh' };
  projectId = (await makeProject(owner.id, 'story', 'staged', 'offline')).id;
  const stage = await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } });
  const write = async (position: number, versions: { text: string; source: 'model' | 'author' }[]) => {
    const s = await db().section.create({
      data: {
        projectId,
        stageId: stage.id,
        position,
        displayNumber: String(position + 1),
        title: `Ch ${position + 1}`,
      },
    });
    for (const v of versions)
      await db().$transaction((tx) => appendVersion(tx, { projectId, sectionId: s.id, ...v, authorId: owner.id }));
  };
  // A model draft the writer rewrote, a chapter of their own, and a model chapter left as it came.
  await write(0, [
    { text: MODEL, source: 'model' },
    { text: EDITED, source: 'author' },
  ]);
  await write(1, [{ text: OWN, source: 'author' }]);
  await write(2, [{ text: `${MODEL} The tapestry again.`, source: 'model' }]);
});

beforeEach(() => {
  current = owner;
});

describe('the voice profile and notes', () => {
  it('measures only what the writer wrote, and names the words they removed from the model’s', async () => {
    const voice = await projectVoice({ db: db(), ownerId: owner.id, projectId });
    expect(voice.notes).toBe('');
    // Chapter 2 whole; chapter 1 only the words the writer put in place of the model's.
    expect(voice.profile.size).toBeLessThan(35);
    expect(voice.profile.avoids).toEqual(['tapestry']);
    expect(voice.profile.uses).not.toContain('testament');
  });

  it('saves the owner’s notes under the project’s edit guard', async () => {
    const { version } = await projectVoice({ db: db(), ownerId: owner.id, projectId });
    const saved = await saveVoiceNotes({ projectId, notes: '  No semicolons.  ', version });
    expect(saved).toEqual({ ok: true, data: { version: version + 1 } });
    expect((await projectVoice({ db: db(), ownerId: owner.id, projectId })).notes).toBe('No semicolons.');
    // A page opened before that save cannot overwrite it.
    expect(await saveVoiceNotes({ projectId, notes: 'Semicolons everywhere.', version })).toMatchObject({
      ok: false,
      code: 'conflict',
    });
  });

  it('refuses another writer, and notes over 2,000 characters, with a message', async () => {
    const { version } = await projectVoice({ db: db(), ownerId: owner.id, projectId });
    current = stranger;
    expect(await saveVoiceNotes({ projectId, notes: 'mine now', version })).toMatchObject({
      ok: false,
      code: 'not_found',
    });
    current = owner;
    const long = await saveVoiceNotes({ projectId, notes: 'x'.repeat(2001), version });
    expect(long).toMatchObject({ ok: false });
    expect(JSON.stringify(long)).not.toContain('ZodError');
    expect((await projectVoice({ db: db(), ownerId: owner.id, projectId })).notes).toBe('No semicolons.');
  });

  it('reads the profile the prompts and the cost estimate carry again once the writer’s text changed', async () => {
    const other = (await makeProject(owner.id, 'story', 'staged', 'model')).id;
    const stage = await db().stage.findFirstOrThrow({ where: { projectId: other, key: 'final' } });
    const section = await db().section.create({
      data: { projectId: other, stageId: stage.id, position: 0, displayNumber: '1', title: 'Ch 1' },
    });
    const write = (text: string) =>
      db().$transaction((tx) =>
        appendVersion(tx, { projectId: other, sectionId: section.id, text, source: 'author', authorId: owner.id }),
      );
    const prose = (word: string) =>
      Array.from({ length: 60 }, (_, i) => `The ${word} stood by the quay ${i}.`).join(' ');
    await write(prose('harbour'));
    const first = await voiceGuide(db(), other);
    expect(first?.profile?.uses).toContain('harbour');
    // Asked again with nothing changed: the same profile, not read again.
    expect((await voiceGuide(db(), other))?.profile).toBe(first?.profile);

    await write(prose('lantern'));
    const second = await voiceGuide(db(), other);
    expect(second?.profile?.uses).toContain('lantern');
    expect(second?.profile?.uses).not.toContain('harbour');

    await db().section.update({ where: { id: section.id }, data: { deletedAt: new Date() } });
    expect(await voiceGuide(db(), other)).toBeNull();
  });
});
