import type { SectionPlan, StageDefinition } from '../templates/types';
import { sameValue } from '../stable-json';

export interface SectionPlanDiff {
  /** A change outside the section list (thesis, characters, brief …): every section is stale. */
  all: boolean;
  /** Section keys whose outline entry changed: regenerate. */
  changed: string[];
  /** Keys new in the outline: generate. */
  added: string[];
  /** changed and added, in outline order: what a targeted regeneration writes. */
  regenerate: string[];
  /** Keys gone from the outline: flagged for the author, never deleted silently. */
  removed: string[];
  /** Rolling stages: unchanged sections written after a changed one, whose earlier context moved. */
  contextChanged: string[];
}

type Artifacts = Record<string, unknown>;
type Entry = Record<string, unknown>;

const isRecord = (v: unknown): v is Entry => typeof v === 'object' && v !== null && !Array.isArray(v);
const entryKey = (e: unknown) => (isRecord(e) ? (e.key ?? e.id) : undefined);
const plans = (stage: StageDefinition, artifacts: Artifacts, config: unknown) =>
  stage.sectionsFrom?.(artifacts, config) ?? [];

// Derived keys keep the outline key as a suffix (story samples are "sample-ch1" for "ch1").
const derivedFrom = (planKey: string, key: unknown) =>
  typeof key === 'string' && (planKey === key || planKey.endsWith(`-${key}`));

/** A top-level field is the section list when its entries carry keys that the derived sections are named after. */
function isSectionListField(old: unknown, now: unknown, planKeys: readonly string[]): boolean {
  const keyed = (v: unknown) => Array.isArray(v) && v.every((e) => typeof entryKey(e) === 'string');
  if (!keyed(old) || !keyed(now)) return false;
  return [...(old as unknown[]), ...(now as unknown[])].some((e) => planKeys.some((k) => derivedFrom(k, entryKey(e))));
}

const rawEntryFor = (list: unknown, key: string) =>
  Array.isArray(list) ? list.find((e) => derivedFrom(key, entryKey(e))) : undefined;
const withoutNumber = (e: unknown) => (isRecord(e) ? { ...e, displayNumber: undefined } : e);
const planContent = (p: SectionPlan | undefined) => p && { title: p.title, goal: p.goal, targetLength: p.targetLength };

function changedOutsideList(old: unknown, now: unknown, planKeys: readonly string[]) {
  if (!isRecord(old) || !isRecord(now)) return { outside: true, listFields: [] as string[] };
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((f) => !sameValue(old[f], now[f]));
  const listFields = fields.filter((f) => isSectionListField(old[f], now[f], planKeys));
  return { outside: listFields.length < fields.length, listFields };
}

export function diffSectionPlans(
  stage: StageDefinition,
  config: unknown,
  changedStage: string,
  before: Artifacts,
  after: Artifacts,
): SectionPlanDiff {
  const [oldPlan, newPlan] = [plans(stage, before, config), plans(stage, after, config)];
  const oldByKey = new Map(oldPlan.map((p) => [p.key, p]));
  const newKeys = new Set(newPlan.map((p) => p.key));
  const [old, now] = [before[changedStage] as Entry, after[changedStage] as Entry];
  const planKeys = [...oldPlan, ...newPlan].map((p) => p.key);
  const { outside, listFields } = changedOutsideList(old, now, planKeys);
  const entryChanged = (key: string) =>
    listFields.some(
      (f) => !sameValue(withoutNumber(rawEntryFor(old[f], key)), withoutNumber(rawEntryFor(now[f], key))),
    );

  const added = newPlan.filter((p) => !oldByKey.has(p.key)).map((p) => p.key);
  const removed = oldPlan.filter((p) => !newKeys.has(p.key)).map((p) => p.key);
  const changed = newPlan
    .filter((p) => oldByKey.has(p.key))
    .filter((p) => outside || !sameValue(planContent(p), planContent(oldByKey.get(p.key))) || entryChanged(p.key))
    .map((p) => p.key);

  const touched = new Set([...changed, ...added]);
  const prefix = (plan: SectionPlan[], key: string) =>
    plan
      .slice(
        0,
        plan.findIndex((p) => p.key === key),
      )
      .map((p) => p.key);
  const contextChanged = !stage.rolling
    ? []
    : newPlan
        .map((p, i) => ({ key: p.key, i }))
        .filter(({ key }) => !touched.has(key) && oldByKey.has(key))
        .filter(
          ({ key, i }) =>
            newPlan.slice(0, i).some((p) => touched.has(p.key)) ||
            !sameValue(prefix(oldPlan, key), prefix(newPlan, key)),
        )
        .map(({ key }) => key);

  const regenerate = newPlan.map((p) => p.key).filter((k) => touched.has(k));
  return { all: outside, changed, added, regenerate, removed, contextChanged };
}
