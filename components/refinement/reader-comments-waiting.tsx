import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';

/** The owner's count of reader comments that the stage's next manual round will bring in. */
export async function ReaderCommentsWaiting({ projectId, count }: { projectId: string; count: number }) {
  if (count === 0) return null;
  const t = await getTranslations('readerComments');
  return (
    <p
      role="status"
      data-testid="reader-comments-waiting"
      className="mb-4 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-2 text-sm text-indigo-900"
    >
      {t('waiting', { count })}{' '}
      <Link href={`/projects/${projectId}/share`} className="underline">
        {t('waitingLinks')}
      </Link>
    </p>
  );
}
