import { z } from 'zod';

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
