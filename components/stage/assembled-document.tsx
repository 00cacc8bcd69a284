import { useTranslations } from 'next-intl';
import { FormattedProse } from '@/components/ui/formatted-prose';

/** The assembled document, readable in the page (the page's own h1 stays the only h1). */
export function AssembledDocument({ markdown }: { markdown: string }) {
  const t = useTranslations('stagePage.assembly');
  return (
    <article
      aria-label={t('title')}
      className="flex max-w-[72ch] flex-col gap-3 text-[15px] leading-relaxed text-stone-800"
      data-testid="assembled-document"
    >
      <FormattedProse markdown={markdown} />
    </article>
  );
}
