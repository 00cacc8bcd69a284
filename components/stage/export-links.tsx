import { useTranslations } from 'next-intl';
import { formatsFor } from '@/lib/export/types';
import { DownloadLink } from '@/components/ui/download-link';

/** Downloads of the whole document from the export route (a script's also as one file per player). */
export function ExportLinks({ projectId, template }: { projectId: string; template: string }) {
  const t = useTranslations('stagePage.assembly');
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('export')} data-testid="export-links">
      <span className="text-sm font-medium text-stone-700">{t('export')}</span>
      {formatsFor(template).map((format) => (
        <DownloadLink
          key={format}
          href={`/api/projects/${projectId}/export?format=${format}`}
          className="inline-flex items-center rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100"
        >
          {t(`format.${format}`)}
        </DownloadLink>
      ))}
    </div>
  );
}
