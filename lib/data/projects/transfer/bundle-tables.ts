// What a project file carries, table by table, in the order its rows can be inserted (each row's
// references already in place), and how each table's rows of one project are found ($1: its id).
// Left behind: share links and their readers' comments (addresses of this instance), live text
// (a run's scratch), the audit log and accounts.

export const BUNDLE_TABLES = [
  { table: 'Project', where: `id = $1` },
  { table: 'Stage', where: `"projectId" = $1` },
  { table: 'Section', where: `"projectId" = $1` },
  { table: 'Run', where: `"projectId" = $1` },
  { table: 'RunStep', where: `"runId" IN (SELECT id FROM "Run" WHERE "projectId" = $1)` },
  { table: 'Loop', where: `"projectId" = $1` },
  { table: 'Round', where: `"projectId" = $1` },
  { table: 'Version', where: `"projectId" = $1` },
  { table: 'Suggestion', where: `"projectId" = $1` },
  { table: 'ModelCall', where: `"projectId" = $1` },
  { table: 'SectionReview', where: `"sectionId" IN (SELECT id FROM "Section" WHERE "projectId" = $1)` },
  { table: 'Reference', where: `"projectId" = $1` },
  { table: 'BibleEntry', where: `"projectId" = $1` },
] as const;

export type BundleTable = (typeof BUNDLE_TABLES)[number]['table'];
export type Row = Record<string, unknown>;

export const BUNDLE_FORMAT = 'storyfold-project';

export interface ProjectBundle {
  format: typeof BUNDLE_FORMAT;
  version: 1;
  exportedAt: string;
  /** The migrations the rows were written under: an instance that lacks one cannot take the file. */
  migrations: string[];
  projectId: string;
  tables: Record<BundleTable, Row[]>;
}
