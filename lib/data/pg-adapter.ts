import 'server-only';
import { PrismaPg } from '@prisma/adapter-pg';
import type { PoolClient, PoolConfig } from 'pg';

type Adapter = Awaited<ReturnType<PrismaPg['connect']>>;
type Transaction = Awaited<ReturnType<Adapter['startTransaction']>>;

/**
 * The pg driver adapter for Prisma, with one fix: a transaction whose COMMIT or ROLLBACK fails (the
 * server died, or its backend was terminated) hands its connection back to the pool, to be discarded.
 * Prisma calls the adapter's commit/rollback (which release it) only after that statement succeeded,
 * so every such failure kept one of the pool's connections checked out for good.
 */
export function pgAdapter(config: PoolConfig): PrismaPg {
  const factory = new PrismaPg(config);
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    const start = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) => releasedWhenEndFails(await start(isolationLevel));
    return adapter;
  };
  return factory;
}

// The adapter's transaction keeps its pooled connection as `client` and its error-listener removal as
// `cleanup` (@prisma/adapter-pg 7.10); test/integration/db/pool-release.test.ts fails if that changes.
type PgTransaction = Transaction & { client: PoolClient; cleanup?: () => void };

function releasedWhenEndFails(tx: Transaction): Transaction {
  const pgTx = tx as PgTransaction;
  const executeRaw = tx.executeRaw.bind(tx);
  tx.executeRaw = async (query) => {
    try {
      return await executeRaw(query);
    } catch (error) {
      if (query.sql === 'COMMIT' || query.sql === 'ROLLBACK') {
        pgTx.cleanup?.();
        // With an error the pool closes the connection instead of lending it again.
        pgTx.client.release(error instanceof Error ? error : true);
        // Prisma does not call these after a failed end; if it ever does, nothing is released twice.
        tx.commit = tx.rollback = async () => {};
      }
      throw error;
    }
  };
  return tx;
}
