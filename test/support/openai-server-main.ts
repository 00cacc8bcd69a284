import { promptSections, schemaName, validResponder } from './openai-fixtures';
import { startOpenAIServer, type Responder } from './openai-server';
import type { Step } from './openai-steps';

// The OpenAI-compatible peer for end-to-end tests, as its own process: the app under test talks to
// it over HTTP exactly as it would to a real provider. A request mentioning SLOW-E2E is answered
// slowly, so a test can catch a run in the middle (to cancel it); prose asked for in a request
// mentioning SLOW-STREAM-E2E streams a longer text in small chunks, like a model writing on CPU; so does
// a revision asked for as a stream (only a refinement round on the model engine asks so).
const port = Number(process.argv[2] ?? 3199);
const respond: Responder = (request) => {
  const step = validResponder(request);
  const body = JSON.stringify(request.body);
  if (step.type !== 'reply') return step;
  if (body.includes('SLOW-E2E')) return { ...step, delayMs: 1500 };
  if (body.includes('SLOW-STREAM-E2E') && request.body?.stream) return slowProse;
  if (schemaName(request) === 'revision' && request.body?.stream) return slowRevision(promptSections(request)[0]?.text);
  return step;
};
/** The whole section back with sentences added, in small chunks. */
const slowRevision = (before = ''): Step => ({
  type: 'reply',
  content: JSON.stringify({
    edits: [],
    text: `${before} ${Array.from({ length: 12 }, () => 'The lantern swung and held its light.').join(' ')}`,
    unapplied: [],
  }),
  chunkChars: 8,
  chunkDelayMs: 50,
});
const slowProse: Step = {
  type: 'reply',
  content: Array.from({ length: 24 }, () => 'The wind rose over the harbour, and Mei ran for the lantern.').join(' '),
  chunkChars: 6,
  chunkDelayMs: 60,
};
const server = await startOpenAIServer({ port, respond });
console.log(`[openai-test-server] listening on ${server.url}`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
