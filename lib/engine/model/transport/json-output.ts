import { Output, type OutputInterface } from 'ai';
import { z } from 'zod';

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

const schemaText = new WeakMap<z.ZodType, string>();

/**
 * The schema also goes into the instructions: many OpenAI-compatible servers ignore
 * response_format, and a model that sees the shape gets it right more often.
 */
export function jsonInstructions(schema: z.ZodType): string {
  let text = schemaText.get(schema);
  if (!text) {
    text = JSON.stringify(z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' }));
    schemaText.set(schema, text);
  }
  return [
    'Reply with one JSON object and nothing else: no Markdown code fence, no commentary before or after.',
    `It must conform to this JSON Schema:\n${text}`,
  ].join('\n');
}
