import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import type { RoundFilter } from '@/lib/data/admin/round-filter';
import { STOP_REASONS } from '@/lib/workflow/loop/types';
import { REVIEWER_ROLES, TEMPLATE_KINDS } from '@/lib/workflow/templates/types';
import { roundLabels } from '@/components/share/round-labels';
import { FilterSelect } from './filter-select';

const input = 'rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm';

/** A plain GET form: the filters live in the URL, so the page and the CSV export read the same. */
interface Props {
  filter: RoundFilter;
  decisions: string[];
  /** Every stage key of every template, and the value that filters for "none" (from lib/data/admin-round-filter). */
  stageKeys: readonly string[];
  none: string;
  /** The round statuses (from lib/data/admin-round-filter). */
  statuses: readonly string[];
}

export async function RoundFilters({ filter, decisions, stageKeys, none, statuses }: Props) {
  const t = await getTranslations();
  const label = roundLabels(t);
  const any = t('admin.filters.any');
  return (
    <form
      method="get"
      action="/admin/rounds"
      className="grid grid-cols-2 gap-3 rounded-xl border border-stone-200 bg-white p-4 md:grid-cols-5"
      aria-label={t('admin.filters.label')}
    >
      <FilterSelect
        name="template"
        label={t('admin.filters.template')}
        value={filter.template}
        any={any}
        options={TEMPLATE_KINDS.map((k) => [k, t(`templates.${k}`)])}
      />
      <FilterSelect
        name="stage"
        label={t('admin.filters.stage')}
        value={filter.stage}
        any={any}
        options={stageKeys.map((k) => [k, t(`stages.${k}`)])}
      />
      <FilterSelect
        name="engine"
        label={t('admin.filters.engine')}
        value={filter.engine}
        any={any}
        options={(['model', 'offline'] as const).map((k) => [k, t(`engine.${k}`)])}
      />
      <FilterSelect
        name="role"
        label={t('admin.filters.role')}
        value={filter.role}
        any={any}
        options={REVIEWER_ROLES.map((r) => [r, label.role(r)])}
      />
      <FilterSelect
        name="status"
        label={t('admin.filters.status')}
        value={filter.status}
        any={any}
        options={statuses.map((s): [string, string] => [s, label.status(s)])}
      />
      <FilterSelect
        name="decision"
        label={t('admin.filters.decision')}
        value={filter.decision}
        any={any}
        options={[
          [none, t('share.round.noDecision')],
          ...decisions.map((d): [string, string] => [d, label.decision(d)]),
        ]}
      />
      <FilterSelect
        name="stopReason"
        label={t('admin.filters.stopReason')}
        value={filter.stopReason}
        any={any}
        options={[
          [none, t('admin.filters.notStopped')],
          ...STOP_REASONS.map((r): [string, string] => [r, label.stopReason(r)]),
        ]}
      />
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('admin.filters.owner')}</span>
        <input
          name="owner"
          type="search"
          defaultValue={filter.owner ?? ''}
          placeholder={t('admin.filters.ownerHint')}
          className={input}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('admin.filters.from')}</span>
        <input name="from" type="date" defaultValue={filter.from ?? ''} className={input} />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('admin.filters.to')}</span>
        <input name="to" type="date" defaultValue={filter.to ?? ''} className={input} />
      </label>
      <FilterSelect
        name="sort"
        label={t('admin.filters.sort')}
        value={filter.sort}
        options={[
          ['desc', t('admin.filters.newest')],
          ['asc', t('admin.filters.oldest')],
        ]}
      />
      {filter.project && <input type="hidden" name="project" value={filter.project} />}
      <div className="col-span-2 flex items-end gap-3 md:col-span-5">
        <button
          type="submit"
          className="rounded-md bg-indigo-700 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-800"
        >
          {t('admin.filters.apply')}
        </button>
        <Link href="/admin/rounds" className="text-sm text-indigo-800 hover:underline">
          {t('admin.filters.clear')}
        </Link>
      </div>
    </form>
  );
}
