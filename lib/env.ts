import { z } from 'zod';

// The only reader of process.env. Every variable is listed, with its meaning, in .env.example.

// @ai-sdk/openai builds a default provider when first imported and throws on a blank
// OPENAI_BASE_URL, which is how .env.example ships it. Blank means unset here: make it so for the
// library too. lib/engine/model/transport/provider.ts imports this module before the library for that reason.
for (const name of ['OPENAI_BASE_URL', 'OPENAI_API_KEY']) {
  if (process.env[name]?.trim() === '') delete process.env[name];
}

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: optionalText,
  EMBEDDED_PG_PORT: port(54329),
  EMBEDDED_PG_DIR: optionalText,
  HOST: z.string().default('127.0.0.1'),
  PORT: port(3000),
  NEXTAUTH_URL: optionalText,
  NEXTAUTH_SECRET: optionalText,
  DEMO_EMAIL: z.string().email().default('demo@storyfold.local'),
  DEMO_PASSWORD: optionalText,
  ADMIN_EMAIL: z.string().email().default('admin@storyfold.local'),
  ADMIN_PASSWORD: optionalText,
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText,
  MODEL_DEFAULT: optionalText,
  MODEL_PLANNER: optionalText,
  MODEL_WRITER: optionalText,
  MODEL_REVIEWER: optionalText,
  MODEL_REVISER: optionalText,
  MODEL_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  MODEL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  MODEL_RETRY_BASE_MS: z.coerce.number().int().min(0).default(500),
  /** The model's context window in tokens; unset: asked from the server (llama.cpp, Ollama), else unknown. */
  MODEL_CONTEXT_TOKENS: z.preprocess(
    (v) => (typeof v === 'string' && !v.trim() ? undefined : v),
    z.coerce.number().int().min(512).max(10_000_000).optional(),
  ),
  /** JSON: { "<model>": { "input": USD per 1M tokens, "output": USD per 1M tokens } } */
  MODEL_PRICES: optionalText,
  DEBUG_RECORD_PROMPTS: flag,
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  PARALLEL_SECTIONS: z.coerce.number().int().min(1).max(64).default(4),
  /** A worker that stops heartbeating for this long loses its run to another worker. */
  RUN_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(30),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  LOGIN_RATE_WINDOW_MIN: z.coerce.number().int().min(1).default(15),
  /** Failed sign-ins an account takes before each further attempt waits (1 s, 2 s, 4 s … up to the cap). */
  LOGIN_ACCOUNT_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_ACCOUNT_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Comma-separated addresses of reverse proxies whose X-Forwarded-For / -Proto are believed. */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  /** Alternatively: how many proxies stand in front of the app (their headers are believed). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

/** Parsed once per process; a bad value stops the process with a message naming the variable. */
export function env(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests and the launcher change variables before starting services; this forgets the parsed copy. */
export function resetEnvCache(): void {
  cached = undefined;
}

/** A model is configured when a base URL or an API key is present. */
export function modelConfigured(e: Env = env()): boolean {
  return Boolean(e.OPENAI_BASE_URL || e.OPENAI_API_KEY);
}

/** The environment for a child process the launcher starts: this process's, plus `extra`. */
export function childEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

/** CLIs that start or find the database themselves point this process at it. */
export function setDatabaseUrl(url: string): void {
  process.env.DATABASE_URL = url;
  cached = undefined;
}
