import { z } from 'zod';
import { ExpectedError } from '../../errors';
import type { VersionUnit } from '../versions/list-versions';

// The history routes' query strings: how many of the newest rows to send (the client asks for more).

const Limit = z.coerce.number().int().min(1).max(500);

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ExpectedError('invalid_input');
  return result.data;
}

/** Whose versions (`sectionId` or `stageKey`) and how many of the newest. */
export function versionListQuery(params: URLSearchParams): { unit: VersionUnit; limit: number } {
  const sectionId = params.get('sectionId');
  const stageKey = params.get('stageKey');
  const limit = parsed(Limit, params.get('limit') ?? 30);
  if (sectionId) return { unit: { sectionId }, limit };
  if (stageKey) return { unit: { stageKey }, limit };
  throw new ExpectedError('invalid_input');
}

/** How many of the newest loops to send; all of them when the query does not say. */
export const loopLimit = (params: URLSearchParams): number | undefined =>
  params.has('limit') ? parsed(Limit, params.get('limit')) : undefined;
