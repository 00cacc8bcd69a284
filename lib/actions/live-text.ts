'use server';

import { db } from '../db';
import { requestLiveTextStop } from '../data/runs/live-text';
import { StopSectionSchema } from './live-text.schema';
import { runAction } from '../authz/actions';

/**
 * Stops the section a run is writing and keeps what was written (the worker saves it as a partial
 * version and goes on). `stopped` is false when the section had already finished.
 */
export async function stopSection(input: unknown) {
  return runAction('stopSection', StopSectionSchema, input, async (_c, d) => ({
    stopped: await requestLiveTextStop(db(), d),
  }));
}
