import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PrismaClient } from '../../../lib/generated/prisma/client';
import { pgAdapter } from '../../../lib/data/pg-adapter';
import { useTestDatabase } from '../../support/db';

// A transaction whose connection dies (its backend terminated, as when Postgres goes down) must give
// that connection back to the pool. Before, Prisma's ROLLBACK failed on the dead connection and the
// adapter was never told to release it: each such failure kept one of the pool's connections for good.

const { url } = useTestDatabase();
const POOL = 2;
const clients: PrismaClient[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.$disconnect()));
});

function clientWithPool() {
  const client = new PrismaClient({
    adapter: pgAdapter({ connectionString: url(), max: POOL }),
    transactionOptions: { maxWait: 2_000 },
  });
  clients.push(client);
  return client;
}

async function terminate(pid: number) {
  const admin = new pg.Client({ connectionString: url() });
  await admin.connect();
  try {
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

/** A transaction whose backend is terminated between two of its statements. */
async function transactionCutOff(client: PrismaClient) {
  await client.$transaction(async (tx) => {
    const [{ pid }] = await tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
    await terminate(pid);
    await tx.$queryRaw`SELECT 1`;
  });
}

/** POOL transactions at once, each holding its connection until all have one: a leaked connection makes one wait out maxWait. */
async function poolServesAll(client: PrismaClient) {
  const release: (() => void)[] = [];
  const held = Array.from({ length: POOL }, () =>
    client.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1`;
      await new Promise<void>((resolve) => release.push(resolve));
      return 'done';
    }),
  );
  const waiting = setInterval(() => release.length === POOL && release.forEach((r) => r()), 20);
  try {
    return await Promise.all(held);
  } finally {
    clearInterval(waiting);
  }
}

describe('a transaction cut off from Postgres', () => {
  it('hands its connection back, so the pool still serves as many transactions as it holds', async () => {
    const client = clientWithPool();
    for (let i = 0; i < POOL + 1; i++) await expect(transactionCutOff(client)).rejects.toThrow();
    expect(await poolServesAll(client)).toEqual(['done', 'done']);
  });

  it('leaves an ordinary failed statement to the usual rollback, the connection kept', async () => {
    const client = clientWithPool();
    for (let i = 0; i < POOL + 1; i++)
      await expect(client.$transaction((tx) => tx.$queryRaw`SELECT 1/0`)).rejects.toThrow(/division by zero/);
    expect(await poolServesAll(client)).toEqual(['done', 'done']);
  });
});
