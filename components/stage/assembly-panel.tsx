import { useTranslations } from 'next-intl';
import { AssembledDocument } from './assembled-document';
import { ExportLinks } from './export-links';
import { Panel } from '@/components/ui/panel';

interface Props {
  projectId: string;
  template: string;
  markdown: string | null;
  /** On the assembly stage the document is the page; elsewhere it folds away. */
  prominent: boolean;
}

/** The assembled document and its exports (assembly stages and completed projects). */
export function AssemblyPanel({ projectId, template, markdown, prominent }: Props) {
  const t = useTranslations('stagePage.assembly');
  const body = markdown ? (
    <AssembledDocument markdown={markdown} />
  ) : (
    <p className="text-sm text-stone-500">{t('empty')}</p>
  );
  return (
    <Panel
      id="assembly-title"
      title={t('title')}
      actions={<ExportLinks projectId={projectId} template={template} />}
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5"
    >
      {prominent ? (
        body
      ) : (
        <details>
          <summary className="cursor-pointer text-sm text-indigo-800">{t('show')}</summary>
          <div className="mt-3">{body}</div>
        </details>
      )}
    </Panel>
  );
}
