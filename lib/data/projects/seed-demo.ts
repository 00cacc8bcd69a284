import { randomBytes } from 'node:crypto';
import type { Db } from '../../db';
import type { Env } from '../../env';
import { templateOf, type TemplateKind } from '../../workflow/templates';
import { createProject } from './projects';
import { createUser } from '../users/accounts';
import { DEFAULT_DEMO_PASSWORD } from '../users/demo-account';

const EXAMPLES: Record<TemplateKind, { title: string; config: Record<string, unknown> }> = {
  story: {
    title: 'The Lighthouse Keeper’s Daughter',
    config: {
      premise:
        'A girl who keeps a lighthouse alone after her father vanishes must decide whether to light the lamp for a smuggler’s ship.',
      genre: 'Literary adventure',
      audience: 'Readers 10–14',
      tone: 'Quiet, tense, hopeful',
      writingPoints:
        'Show her competence before her fear.\nThe storm is the turning point.\nEnd with a choice, not a rescue.',
      targetWords: 4000,
      language: 'en',
    },
  },
  paper: {
    title: '马林诺夫斯基与功能主义人类学',
    config: {
      topic: '马林诺夫斯基如何通过功能主义与参与观察奠定现代人类学，并反思其殖民语境',
      discipline: '人类学',
      level: 'master',
      citationStyle: 'GB/T 7714',
      language: 'zh',
      targetWords: 5500,
      requirements: '',
      maxSectionRewrites: 2,
    },
  },
  script: {
    title: 'Murder at the Jade Pavilion',
    config: {
      playerCount: 4,
      gameType: 'deduction',
      era: 'Shanghai, 1931',
      theme: 'A jeweller is found dead the night of a charity auction',
      difficulty: 'medium',
      durationHours: 4,
      notes: '',
      language: 'en',
    },
  },
  rewrite: {
    title: 'Onboarding guide rewrite',
    config: {
      originalDocument:
        '# Onboarding\n\nNew staff should read this. Basically you need to get a laptop, which IT gives you, and then you need accounts.\n\n## Accounts\n\nAsk your manager. TODO: list the systems.\n\n## First week\n\nShadow a colleague. Really try to ask questions.',
      clarifications: [{ question: 'Who is the audience?', answer: 'Engineers in their first week.' }],
      goal: 'A clear, friendly guide with concrete steps.',
      language: 'en',
    },
  },
};

export interface SeedResult {
  seeded: boolean;
  demo: boolean;
  admin?: { email: string; password: string; generated: boolean };
}

/**
 * The zero-setup embedded database (what the launcher starts when DATABASE_URL is unset) listens on
 * loopback at EMBEDDED_PG_PORT. Any other URL is a deployment's own database.
 */
export function isEmbeddedDatabase(url: string | undefined, e: Env): boolean {
  if (!url) return false;
  try {
    const u = new URL(url);
    return ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname) && Number(u.port) === e.EMBEDDED_PG_PORT;
  } catch {
    return false;
  }
}

/**
 * On an empty database: an admin, and on the zero-setup embedded database also a demo writer with
 * one example project per template. A deployment's own database gets no account with a published
 * password.
 */
export async function seedIfEmpty(db: Db, e: Env, opts: { demo: boolean }): Promise<SeedResult> {
  if ((await db.user.count()) > 0) return { seeded: false, demo: false };
  if (opts.demo) {
    const demo = await createUser(db, {
      email: e.DEMO_EMAIL,
      name: 'Demo Writer',
      password: e.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
      locale: 'en',
    });
    for (const [template, example] of Object.entries(EXAMPLES) as [TemplateKind, (typeof EXAMPLES)[TemplateKind]][]) {
      const config = templateOf(template).config.parse(example.config) as Record<string, unknown>;
      await createProject(db, demo.id, { template, title: example.title, mode: 'staged', engine: null, config });
    }
  }
  const adminPassword = e.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  await createUser(db, {
    email: e.ADMIN_EMAIL,
    name: 'Administrator',
    password: adminPassword,
    locale: 'en',
    role: 'admin',
  });
  return {
    seeded: true,
    demo: opts.demo,
    admin: { email: e.ADMIN_EMAIL, password: adminPassword, generated: !e.ADMIN_PASSWORD },
  };
}
