import { useTranslations } from 'next-intl';
import { AssembledDocument } from './assembled-document';
import { ExportLinks } from './export-links';

interface Props {
  projectId: string;
  markdown: string | null;
  /** On the assembly stage the document is the page; elsewhere it folds away. */
  prominent: boolean;
}

/** The assembled document and its exports (assembly stages and completed projects). */
export function AssemblyPanel({ projectId, markdown, prominent }: Props) {
  const t = useTranslations('stagePage.assembly');
  const body = markdown ? (
    <AssembledDocument markdown={markdown} />
  ) : (
    <p className="text-sm text-stone-500">{t('empty')}</p>
  );
  return (
    <section
      aria-labelledby="assembly-title"
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="assembly-title" className="font-medium">
          {t('title')}
        </h2>
        <ExportLinks projectId={projectId} />
      </div>
      {prominent ? (
        body
      ) : (
        <details>
          <summary className="cursor-pointer text-sm text-indigo-800">{t('show')}</summary>
          <div className="mt-3">{body}</div>
        </details>
      )}
    </section>
  );
}
