'use server';

import { db } from '../db';
import { requestPassageCommand } from '../data/refinement/passage-commands';
import { runAction } from '../authz/actions';
import { queued } from './refresh';
import { PassageCommandSchema } from './passages.schema';

/** A command on a selected passage: a suggestion at once (offline), or a queued model run. */
export async function runPassageCommand(input: unknown) {
  return runAction('runPassageCommand', PassageCommandSchema, input, async (c, { projectId, ...request }) =>
    queued(projectId, await requestPassageCommand({ db: db(), ownerId: c.id, projectId }, request)),
  );
}
