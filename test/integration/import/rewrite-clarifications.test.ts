import { describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';
import { importRewriteProject } from '../../../lib/data/projects/import-manuscript';
import { rewriteOriginal, saveClarifications } from '../../../lib/data/projects/rewrite-original';
import { ExpectedError } from '../../../lib/errors';

useTestDatabase();

const ORIGINAL =
  '# Buses\n\nFrom next spring, due to ongoing budget constraints across the network, the bus will run less often on some routes. Maybe we add night buses later.';

// An original brought in from a file goes through the questions a pasted one does, on its project page.
describe('an imported original and its questions', () => {
  it('asks the questions the original raises, keeps the answers, and refuses a stale save', async () => {
    const owner = await makeUser('importer@example.com');
    const { id } = await importRewriteProject(db(), owner.id, { title: 'Buses', markdown: ORIGINAL });
    const scope = { db: db(), ownerId: owner.id, projectId: id };
    const first = (await rewriteOriginal(scope))!;
    expect(first.original).toBe(ORIGINAL);
    expect(first.clarifications).toEqual([]);
    expect(first.proposed.length).toBeGreaterThan(0);
    expect(first.proposed.join('\n')).toContain('"Maybe we add night buses later"');

    const answered = [{ question: first.proposed[0], answer: 'Night buses start in May.' }];
    const { version } = await saveClarifications(scope, { clarifications: answered, version: first.version });
    const second = (await rewriteOriginal(scope))!;
    expect(second).toMatchObject({ clarifications: answered, proposed: [], version });
    const stale = await saveClarifications(scope, { clarifications: [], version: first.version }).catch((e) => e);
    expect(stale).toBeInstanceOf(ExpectedError);
    expect((stale as ExpectedError).code).toBe('conflict');
  });

  it('is no rewrite’s business for another template, and someone else’s project is not found', async () => {
    const owner = await makeUser('story@example.com');
    const story = await makeProject(owner.id, 'story');
    expect(await rewriteOriginal({ db: db(), ownerId: owner.id, projectId: story.id })).toBeNull();
    const stranger = await makeUser('stranger@example.com');
    const found = await rewriteOriginal({ db: db(), ownerId: stranger.id, projectId: story.id }).catch((e) => e);
    expect((found as ExpectedError).code).toBe('not_found');
  });
});
