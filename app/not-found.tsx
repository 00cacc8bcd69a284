import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <main className="mx-auto max-w-lg p-10 text-center">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="mt-3 text-stone-600">{t('body')}</p>
      <Link href="/projects" className="mt-6 inline-block text-indigo-700 underline">
        {t('back')}
      </Link>
    </main>
  );
}
