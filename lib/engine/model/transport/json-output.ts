import { Output, type OutputInterface } from 'ai';
import type { z } from 'zod';

/**
 * Asks for JSON the way Output.object does (response_format json_schema) but hands back the raw
 * text: parsing and validation are ours (lib/engine/model/reply/parse.ts), so a bad reply becomes a
 * repair request with the exact problem instead of an exception from inside the SDK.
 */
export function rawJsonOutput(schema: z.ZodType, name: string): OutputInterface<string, string, never> {
  const spec = Output.object({ schema, name });
  return {
    name: 'object',
    responseFormat: spec.responseFormat,
    parseCompleteOutput: async ({ text }) => text,
    parsePartialOutput: async ({ text }) => ({ partial: text }),
    createElementStreamTransform: () => undefined,
  };
}
