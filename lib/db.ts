import { PrismaClient, type Prisma } from './generated/prisma/client';
import { env } from './env';
import { pgAdapter } from './data/pg-adapter';

export type Db = PrismaClient;
/** An open transaction, as the worker's steps receive it. */
export type Tx = Prisma.TransactionClient;
/**
 * Who asks, about which of their projects: what every owner-scoped data function starts from. The
 * owner comes from the session, never from the client; a project that is not theirs is not found.
 */
export interface ProjectScope<Handle = Db> {
  db: Handle;
  ownerId: string;
  projectId: string;
}
/** A value a JSON column takes. */
export type JsonInput = Prisma.InputJsonValue;
/** The process's client or an open transaction: what a function that only reads needs. */
export type DbReader = Omit<PrismaClient, '$on' | '$connect' | '$disconnect' | '$transaction' | '$extends'>;

let client: PrismaClient | undefined;

// Sized for many writers on one web process: a save holds a connection for a few short queries, and a
// transaction waits its turn for one (up to maxWait) rather than failing when all are busy for a moment.
const POOL_SIZE = 20;
const TRANSACTION_OPTIONS = { maxWait: 10_000 };

/** The process's Prisma client, created on first use from DATABASE_URL. */
export function db(): PrismaClient {
  if (!client) {
    const url = env().DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set: start the app with `npm start` or set it in the environment.');
    client = new PrismaClient({
      adapter: pgAdapter({ connectionString: url, max: POOL_SIZE }),
      transactionOptions: TRANSACTION_OPTIONS,
    });
  }
  return client;
}

export async function disconnectDb(): Promise<void> {
  await client?.$disconnect();
  client = undefined;
}
