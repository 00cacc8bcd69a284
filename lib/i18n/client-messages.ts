import type { AbstractIntlMessages } from 'next-intl';

/**
 * The parts of the catalogue that code running in the browser reads (useTranslations in client
 * components, and the translators they pass on), by part of the app: the root layout sends the shell's
 * to every page, and each part's layout or page adds its own with <ClientMessages scope>. Server
 * components translate from the whole catalogue. A test (test/unit/client-messages.test.ts) follows every
 * route's client modules and fails when a list misses a namespace they read or keeps one none reads.
 */
export const CLIENT_NAMESPACES = {
  shell: ['nav'],
  auth: ['auth', 'validation'],
  admin: [
    'admin.nav',
    'admin.runs',
    'admin.usage',
    'adminUsers',
    'costs.prices',
    'loops.labels.priority',
    'stagePage.history',
  ],
  share: ['loops.labels.priority', 'readerComments.form', 'stagePage.history'],
  stage: [
    'artifactFields',
    'autosave',
    'bible',
    'continuity',
    'editorReview',
    'costs',
    'engine',
    'import',
    'liveText',
    'locks',
    'loops',
    'mutedKinds',
    'ripples',
    'sectionStatus',
    'stagePage.actions',
    'stagePage.artifact',
    'stagePage.conflict',
    'stagePage.failed',
    'stagePage.history',
    'stagePage.insert',
    'stagePage.notes',
    'stagePage.passages',
    'stagePage.progress',
    'stagePage.references',
    'stagePage.review',
    'stagePage.sectionOps',
    'stagePage.sections',
    'stageStatus',
    'stages',
  ],
  workspace: [
    'account',
    'board',
    'continuity',
    'costs',
    'engine',
    'errors',
    'import',
    'modelSettings',
    'newProject',
    'options',
    'rewriteOriginal',
    'settings',
    'share.settings',
    'templates',
    'trash',
    'validation',
    'voice.notes',
  ],
} as const satisfies Record<string, readonly string[]>;

/** A part of the app with client messages of its own. */
export type ClientScope = Exclude<keyof typeof CLIENT_NAMESPACES, 'shell'>;

/**
 * The shell's namespaces of one language's catalogue, and a part's when given, nested as in the
 * catalogue. The picked messages are the catalogue's own objects: a page that carries the shell's twice
 * (root layout and part) sends them once.
 */
export function clientMessages(messages: AbstractIntlMessages, scope?: ClientScope): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of [...CLIENT_NAMESPACES.shell, ...(scope ? CLIENT_NAMESPACES[scope] : [])]) {
    const keys = namespace.split('.');
    let from = messages;
    let to = picked;
    for (const [i, key] of keys.entries()) {
      if (i === keys.length - 1) to[key] = from[key];
      // A namespace inside one picked whole is there already (and the catalogue is never written to).
      else if (to[key] === from[key]) break;
      else {
        from = from[key] as AbstractIntlMessages;
        to = (to[key] ??= {}) as AbstractIntlMessages;
      }
    }
  }
  return picked;
}
