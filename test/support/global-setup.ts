import type { TestProject } from 'vitest/node';
import { startTestCluster } from './test-cluster';

const PORT = Number(process.env.TEST_PG_PORT ?? 54331);

declare module 'vitest' {
  export interface ProvidedContext {
    pgPort: number;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startTestCluster(PORT, `vitest-${PORT}`);
  project.provide('pgPort', PORT);
  return async () => {
    await cluster.stop();
  };
}
