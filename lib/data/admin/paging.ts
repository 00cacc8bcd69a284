/** One page of an admin list, with what the pager needs. */
export interface AdminPage<Row> {
  rows: Row[];
  total: number;
  pageCount: number;
}

/** Pages needed for `total` rows; an empty list still has its one (empty) page. */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
