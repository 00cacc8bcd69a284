import 'server-only';
import type { Db, ProjectScope } from '../../db';
import type { Prisma } from '../../generated/prisma/client';
import { ExpectedError } from '../../errors';
import { changeProject } from '../versions/edit-guard';
import { templateOf, type TemplateKind } from '../../workflow/templates';
import { stateGroupOf, statesOfGroup, type StateGroup } from '../../workflow/lifecycle/state-groups';
import { PROJECT_IDENTITY_SELECT, projectIdentity } from './identity';

export interface ProjectListItem {
  id: string;
  title: string;
  template: TemplateKind;
  mode: 'staged' | 'oneshot';
  state: string;
  stateGroup: StateGroup;
  currentStage: string | null;
  stagesApproved: number;
  stagesTotal: number;
  lastActivityAt: string;
  approvedAt: string | null;
  failedAt: string | null;
}

export interface ProjectFilter {
  template?: TemplateKind;
  state?: StateGroup;
  /** One state by its name ("plan_review"), as seed 003's list filters; the group filter still applies. */
  exactState?: string;
  mode?: 'staged' | 'oneshot';
  /** 1-based; a page past the end is read as the last one. */
  page?: number;
  pageSize?: number;
}

export interface ProjectPage {
  items: ProjectListItem[];
  total: number;
  page: number;
  pageCount: number;
}

const PROJECT_PAGE_SIZE = 20;

const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
const pageWithin = (page: number, total: number, pageSize: number) => Math.min(page, pageCountOf(total, pageSize));

/** The count and one page of rows, read in one snapshot so that the two agree. */
function readPage(db: Db, where: Prisma.ProjectWhereInput, page: number, pageSize: number) {
  return db.$transaction(
    [
      db.project.count({ where }),
      db.project.findMany({
        where,
        orderBy: [{ lastActivityAt: 'desc' }, { id: 'desc' }],
        skip: (page - 1) * pageSize,
        take: pageSize,
        select: {
          ...PROJECT_IDENTITY_SELECT,
          lastActivityAt: true,
          approvedAt: true,
          failedAt: true,
          stages: { select: { key: true, status: true, position: true }, orderBy: { position: 'asc' } },
        },
      }),
    ],
    { isolationLevel: 'RepeatableRead' },
  );
}

/** One page of the caller's own projects, newest activity first, filtered by template, state and mode in the query. */
export async function listProjects(db: Db, ownerId: string, filter: ProjectFilter = {}): Promise<ProjectPage> {
  const where = {
    ownerId,
    deletedAt: null,
    ...(filter.template ? { template: filter.template } : {}),
    ...(filter.mode ? { mode: filter.mode } : {}),
    ...(filter.state || filter.exactState
      ? {
          AND: [
            ...(filter.state ? [{ state: { in: statesOfGroup(filter.state) } }] : []),
            ...(filter.exactState ? [{ state: filter.exactState }] : []),
          ],
        }
      : {}),
  };
  const pageSize = filter.pageSize ?? PROJECT_PAGE_SIZE;
  const requested = Math.max(1, Math.floor(filter.page ?? 1));
  let [total, rows] = await readPage(db, where, requested, pageSize);
  const page = pageWithin(requested, total, pageSize);
  if (page !== requested) [total, rows] = await readPage(db, where, page, pageSize);
  const items = rows.map((p) => {
    const approved = p.stages.filter((s) => s.status === 'approved').length;
    return {
      ...projectIdentity(p),
      stateGroup: stateGroupOf(p.state, p.template, p.mode),
      currentStage: p.stages.find((s) => s.status !== 'approved')?.key ?? null,
      stagesApproved: approved,
      stagesTotal: p.stages.length,
      lastActivityAt: p.lastActivityAt.toISOString(),
      approvedAt: p.approvedAt?.toISOString() ?? null,
      failedAt: p.failedAt?.toISOString() ?? null,
    };
  });
  return { items, total, page, pageCount: pageCountOf(total, pageSize) };
}

export interface NewProject {
  template: TemplateKind;
  title: string;
  mode: 'staged' | 'oneshot';
  engine: 'model' | 'offline' | null;
  /** Already validated by the template's config schema. */
  config: Record<string, unknown>;
}

export async function createProject(db: Db, ownerId: string, input: NewProject): Promise<{ id: string }> {
  const template = templateOf(input.template);
  return db.project.create({
    data: {
      ownerId,
      title: input.title,
      template: input.template,
      mode: input.mode,
      engine: input.engine,
      config: input.config as object,
      state: 'draft',
      stages: { create: template.stages.map((s, position) => ({ key: s.key, position })) },
    },
    select: { id: true },
  });
}

/** Guarded by owner and version: a stale rename is a conflict, someone else's project is not found. */
export async function renameProject(
  { db, ownerId, projectId: id }: ProjectScope,
  { title, version }: { title: string; version: number },
): Promise<{ version: number }> {
  if (await changeProject(db, { id, ownerId }, { title, lastActivityAt: new Date() }, { version }))
    return { version: version + 1 };
  const current = await db.project.findFirst({ where: { id, ownerId }, select: { title: true, version: true } });
  if (!current) throw new ExpectedError('not_found');
  throw new ExpectedError('conflict', {
    theirs: current.title,
    theirsVersion: current.version,
    mine: title,
  });
}

/**
 * Moves the project to the trash once the typed title matches; it stays restorable for
 * TRASH_DAYS (lib/data/projects/trash.ts) and is purged after.
 */
export async function deleteProject(
  { db, ownerId, projectId: id }: ProjectScope,
  { confirmTitle, now = new Date() }: { confirmTitle: string; now?: Date },
): Promise<void> {
  const trashed = await db.project.updateMany({
    where: { id, ownerId, deletedAt: null, title: confirmTitle.trim() },
    data: { deletedAt: now },
  });
  if (trashed.count === 1) return;
  const exists = await db.project.count({ where: { id, ownerId, deletedAt: null } });
  if (!exists) throw new ExpectedError('not_found');
  throw new ExpectedError('invalid_input', {
    reason: 'title_mismatch',
    fieldErrors: { confirmTitle: 'title_mismatch' },
  });
}

/** The title of one of the caller's projects (headings of pages about the project). */
export async function projectTitle({ db, ownerId, projectId: id }: ProjectScope): Promise<string> {
  const project = await db.project.findFirst({ where: { id, ownerId }, select: { title: true } });
  if (!project) throw new ExpectedError('not_found');
  return project.title;
}
