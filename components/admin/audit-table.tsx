import { getFormatter, getTranslations } from 'next-intl/server';
import type { AuditEntry } from '@/lib/data/admin/audit-log';
import { labelOr } from '@/components/share/round-labels';
import { DataTable } from '@/components/ui/data-table';
import { ProjectLink, RunLink, UserLink } from './admin-links';
import { callLabels } from './call-labels';

type Translator = Parameters<typeof labelOr>[0];

/** A detail's value in words: a run's kind and failure reason, a sign-up mode, a role; else as stored. */
function detailValue(t: Translator, key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = String(value);
  const label = callLabels(t);
  if (key === 'errorCode') return label.reason(text);
  if (key === 'kind') return label.runKind(text);
  if (key === 'mode') return labelOr(t, `adminUsers.modes.${text}`, text);
  if (key === 'role') return labelOr(t, `adminUsers.roles.${text}`, text);
  return text;
}

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
          cell: (r) => {
            // The project is its link (or, once deleted, said so), never its id as text.
            const details = Object.entries(r.details ?? {}).filter(([k]) => k !== 'projectId');
            return (
              <>
                {r.project && <ProjectLink project={r.project} />}
                {!r.project && r.details?.projectId != null && (
                  <span className="text-xs text-stone-600">{t('admin.audit.projectGone')}</span>
                )}
                {details.length > 0 && (
                  <dl className="text-xs">
                    {details.map(([k, v]) => (
                      <div key={k} className="flex gap-1">
                        <dt className="text-stone-500">{labelOr(t, `admin.audit.detailKeys.${k}`, k)}:</dt>
                        <dd className="break-all">{detailValue(t, k, v)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </>
            );
          },
        },
      ]}
    />
  );
}
