import { getFormatter, getTranslations } from 'next-intl/server';
import { Fact } from '@/components/ui/fact';
import type { AdminRoundDetail } from '@/lib/data/admin/round-detail';
import { roundLabels } from '@/components/share/round-labels';
import { ProjectLink, RunLink, UserLink } from './admin-links';
import { callLabels } from './call-labels';

/** The round's facts: project, owner, loop, decision, stop reason, counts, tokens, time, run. */
export async function RoundSummary({ round }: { round: AdminRoundDetail }) {
  const t = await getTranslations();
  const format = await getFormatter();
  const label = roundLabels(t);
  const item = (term: string, value: React.ReactNode) => <Fact term={term}>{value}</Fact>;
  return (
    <dl
      className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-xl border border-stone-200 bg-white p-4 text-sm md:grid-cols-4"
      data-testid="round-summary"
    >
      {item(
        t('admin.rounds.project'),
        <ProjectLink project={round.project} detail={t(`templates.${round.project.template}`)} />,
      )}
      {item(t('admin.rounds.owner'), <UserLink user={round.owner} />)}
      {item(
        t('admin.rounds.stage'),
        <>
          {t(`stages.${round.stageKey}`)}
          {round.loopSection && ` · ${round.loopSection}`}
        </>,
      )}
      {item(t('admin.detail.loop'), t('admin.detail.loopValue', { mode: round.loopMode, number: round.number }))}
      {item(
        t('share.round.date'),
        <time dateTime={round.createdAt}>
          {format.dateTime(new Date(round.createdAt), { dateStyle: 'medium', timeStyle: 'medium' })}
        </time>,
      )}
      {item(t('share.round.statusLabel'), label.status(round.status))}
      {item(
        t('share.round.decisionLabel'),
        <>
          {label.decision(round.decision)}{' '}
          <span className="text-stone-500">{t('admin.detail.accepted', { count: round.acceptedIds.length })}</span>
        </>,
      )}
      {item(t('share.round.stopReasonLabel'), label.stopReason(round.stopReason))}
      {item(t('share.round.engineLabel'), label.engine(round.engine))}
      {item(t('share.round.reviewers'), round.roles.map(label.role).join(', ') || '—')}
      {item(t('share.round.counts'), t('share.round.countsValue', round.counts))}
      {item(t('share.round.tokens'), t('share.round.tokensValue', round.tokens))}
      {item(t('admin.detail.duration'), t('admin.calls.ms', { ms: round.durationMs }))}
      {round.run &&
        item(
          t('admin.detail.run'),
          <RunLink runId={round.run.id}>
            {callLabels(t).runKind(round.run.kind)} · {t(`admin.runs.statuses.${round.run.status}`)}
          </RunLink>,
        )}
    </dl>
  );
}
