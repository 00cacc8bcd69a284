/** A run as its handler and its failure marking see it. */
export interface RunRow {
  id: string;
  projectId: string;
  stageId: string | null;
  sectionId: string | null;
  kind: string;
  params: unknown;
  createdById: string | null;
}
