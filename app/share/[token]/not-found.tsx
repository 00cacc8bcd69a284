import { getTranslations } from 'next-intl/server';

// What a reader sees for a link that no longer works (or never did): the same words for revoked,
// expired and unknown links, so the page reveals nothing, and no way into the workspace.
export default async function SharedLinkNotFound() {
  const t = await getTranslations('share.deadLink');
  return (
    <main id="main" className="mx-auto max-w-lg p-10 text-center">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="mt-3 text-stone-700">{t('body')}</p>
      <p className="mt-3 text-sm text-stone-600">{t('next')}</p>
    </main>
  );
}
