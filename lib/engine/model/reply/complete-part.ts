import { parsePartialJson } from 'ai';
import type { z } from 'zod';
import { mendToSchema } from './mend';
import { unfence } from './parse';

/**
 * A structured reply cut off by the output cap, as far as it is whole: the JSON closed where it stopped,
 * without the list item (or, outside any list, the field) it was writing, then mended to the schema.
 * Undefined when that does not pass the schema: nothing is invented for what is missing.
 */
export async function completePart<T>(text: string, schema: z.ZodType<T>): Promise<T | undefined> {
  const { value, state } = await parsePartialJson(unfence(text));
  if (state !== 'repaired-parse' || !value || typeof value !== 'object') return undefined;
  dropUnfinished(value);
  return mendToSchema(value, schema);
}

/** Removes what was being written when the reply stopped: the last item of the innermost open list, else the last field. */
function dropUnfinished(root: object): void {
  let node: unknown = root;
  let openList: unknown[] | undefined;
  let lastField: { owner: Record<string, unknown>; key: string } | undefined;
  while (node && typeof node === 'object') {
    if (Array.isArray(node)) {
      if (!node.length) break;
      openList = node;
      node = node.at(-1);
    } else {
      const key = Object.keys(node).at(-1);
      if (key === undefined) break;
      lastField = { owner: node as Record<string, unknown>, key };
      node = (node as Record<string, unknown>)[key];
    }
  }
  if (openList) openList.pop();
  else if (lastField) delete lastField.owner[lastField.key];
}
