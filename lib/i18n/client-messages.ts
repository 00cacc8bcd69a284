import type { AbstractIntlMessages } from 'next-intl';

/**
 * The parts of the catalogue that code running in the browser reads (useTranslations in client
 * components, and the translators they pass on); the root layout sends only these to the client
 * provider, while server components translate from the whole catalogue. A test
 * (test/unit/client-messages.test.ts) reads the client modules and fails when this list misses a
 * namespace they use or keeps one they no longer use.
 */
export const CLIENT_NAMESPACES = [
  'account',
  'admin.nav',
  'admin.runs',
  'admin.usage',
  'adminUsers',
  'auth',
  'autosave',
  'bible',
  'board',
  'engine',
  'errors',
  'import',
  'liveText',
  'loops',
  'modelSettings',
  'nav',
  'newProject',
  'options',
  'readerComments.form',
  'sectionStatus',
  'settings',
  'share.settings',
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
  'stagePage.sectionOps',
  'stagePage.sections',
  'stageStatus',
  'stages',
  'templates',
  'trash',
  'validation',
] as const;

/** The listed namespaces of one language's catalogue, nested as in the catalogue. */
export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of CLIENT_NAMESPACES) {
    const keys = namespace.split('.');
    let from = messages;
    let to = picked;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) to[key] = from[key];
      else {
        from = from[key] as AbstractIntlMessages;
        to = (to[key] ??= {}) as AbstractIntlMessages;
      }
    });
  }
  return picked;
}
