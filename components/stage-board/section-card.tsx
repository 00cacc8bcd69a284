import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import type { BoardSection } from '@/lib/data/projects/board';
import { StatusPill } from '@/components/ui/status-pill';

export async function SectionCard({ section, href }: { section: BoardSection; href?: string }) {
  const t = await getTranslations();
  return (
    <li className="rounded-lg border border-stone-200 p-3 text-sm" data-testid="section-card">
      <div className="flex items-start justify-between gap-2">
        <p className="font-medium">
          <span className="mr-1 text-stone-400">{section.displayNumber}</span>
          {href ? (
            <Link href={href} className="hover:underline">
              {section.title}
            </Link>
          ) : (
            section.title
          )}
        </p>
        <StatusPill kind="section" status={section.status} />
      </div>
      <div className="mt-2 flex items-center justify-between text-xs text-stone-600">
        <span>{t('board.wordsOfTarget', { words: section.words, target: section.targetLength })}</span>
        {section.engine && <span className="rounded bg-stone-100 px-1.5 py-0.5">{t(`engine.${section.engine}`)}</span>}
      </div>
    </li>
  );
}
