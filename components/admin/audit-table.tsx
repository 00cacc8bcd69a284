import { getFormatter, getTranslations } from 'next-intl/server';
import type { AuditEntry } from '@/lib/data/admin/audit-log';
import { labelOr } from '@/components/share/round-labels';
import { DataTable } from '@/components/ui/data-table';
import { ProjectLink, RunLink, UserLink } from './admin-links';

/** The entry's target as a link to its page; a setting has no page and is named. */
function Target({ entry }: { entry: AuditEntry }) {
  if (entry.targetType === 'run') return <RunLink runId={entry.targetId}>{`run:${entry.targetId}`}</RunLink>;
  if (entry.targetUser) return <UserLink user={entry.targetUser} />;
  return (
    <code className="text-xs">
      {entry.targetType}:{entry.targetId}
    </code>
  );
}

/** Who did what, to what, when; ids link to the project, run or user they name. */
export async function AuditTable({ rows }: { rows: AuditEntry[] }) {
  const t = await getTranslations();
  const format = await getFormatter();
  return (
    <DataTable
      rows={rows}
      rowKey={(r) => r.id}
      caption={t('admin.audit.title')}
      empty={t('admin.audit.empty')}
      testId="audit-log"
      columns={[
        {
          key: 'when',
          header: t('admin.audit.when'),
          cell: (r) => (
            <time dateTime={r.createdAt}>
              {format.dateTime(new Date(r.createdAt), { dateStyle: 'medium', timeStyle: 'medium' })}
            </time>
          ),
        },
        { key: 'who', header: t('admin.audit.who'), cell: (r) => <UserLink user={r.actor} /> },
        {
          key: 'action',
          header: t('admin.audit.action'),
          cell: (r) => labelOr(t, `admin.audit.actions.${r.action.replace('.', '_')}`, r.action),
        },
        { key: 'target', header: t('admin.audit.target'), cell: (r) => <Target entry={r} /> },
        {
          key: 'details',
          header: t('admin.audit.details'),
          cell: (r) => (
            <>
              {r.project && <ProjectLink project={r.project} />}
              {r.details && (
                <dl className="text-xs">
                  {Object.entries(r.details).map(([k, v]) => (
                    <div key={k} className="flex gap-1">
                      <dt className="text-stone-500">{k}:</dt>
                      <dd className="break-all">{v === null ? '—' : String(v)}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
