import { validResponder } from './openai-fixtures';
import { startOpenAIServer, type Responder } from './openai-server';

// The OpenAI-compatible peer for end-to-end tests, as its own process: the app under test talks to
// it over HTTP exactly as it would to a real provider. A request mentioning SLOW-E2E is answered
// slowly, so a test can catch a run in the middle (to cancel it).
const port = Number(process.argv[2] ?? 3199);
const respond: Responder = (request) => {
  const step = validResponder(request);
  return JSON.stringify(request.body).includes('SLOW-E2E') && step.type === 'reply' ? { ...step, delayMs: 1500 } : step;
};
const server = await startOpenAIServer({ port, respond });
console.log(`[openai-test-server] listening on ${server.url}`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
