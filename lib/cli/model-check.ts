import { parseArgs } from 'node:util';
import { env } from '../env';
import { checkModel } from '../engine/model/server/check';
import type { ModelRole } from '../engine/types';

// `npm run model:check [-- --role writer]`: one tiny structured request to the configured model
// endpoint; prints the model, the latency and OK or the reason. Exit code 0 on success, 1 otherwise.

const ROLES: ModelRole[] = ['planner', 'writer', 'reviewer', 'reviser'];
const { values } = parseArgs({ options: { role: { type: 'string', default: 'planner' } } });
if (!ROLES.includes(values.role as ModelRole)) {
  console.error(`Unknown role "${values.role}": use one of ${ROLES.join(', ')}.`);
  process.exit(2);
}
const result = await checkModel(env(), { role: values.role as ModelRole });
for (const line of result.lines) (result.ok ? console.log : console.error)(line);
process.exit(result.ok ? 0 : 1);
