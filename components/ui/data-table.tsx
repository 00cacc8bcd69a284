import { Fragment, type ReactNode } from 'react';

interface Column<Row> {
  key: string;
  header: ReactNode;
  /** Read by assistive technology only (an actions column has no visible heading). */
  hiddenHeader?: boolean;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** The cell that names the row: rendered as its row header. */
  rowHeader?: boolean;
}

interface Props<Row> {
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  caption: string;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  testId?: string;
  /** An id and data attributes for each row (links and tests find rows by them). */
  rowProps?: (row: Row) => Record<string, string | number>;
  /** A full-width row under a row (details opened on demand). */
  below?: (row: Row) => ReactNode;
  /** `plain` sits inside a card that already has a frame. */
  frame?: 'card' | 'plain';
}

const cellClass = (align: 'left' | 'right' = 'left') =>
  `px-3 py-2 align-top ${align === 'right' ? 'text-right tabular-nums' : 'text-left'}`;

/** The one table every list of rows uses: captioned, scoped headers, an empty state, optional detail rows. */
export function DataTable<Row>({ columns, rows, rowKey, caption, empty, testId, rowProps, below, frame }: Props<Row>) {
  if (rows.length === 0) return <p className="text-sm text-stone-600">{empty}</p>;
  return (
    <div
      className={frame === 'plain' ? 'overflow-x-auto' : 'overflow-x-auto rounded-xl border border-stone-200 bg-white'}
    >
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-100 text-stone-700">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`${cellClass(c.align)} font-medium`}>
                {c.hiddenHeader ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            const detail = below?.(row);
            return (
              <Fragment key={key}>
                <tr className="border-t border-stone-100" {...rowProps?.(row)}>
                  {columns.map((c) =>
                    c.rowHeader ? (
                      <th key={c.key} scope="row" className={`${cellClass(c.align)} font-normal`}>
                        {c.cell(row)}
                      </th>
                    ) : (
                      <td key={c.key} className={cellClass(c.align)}>
                        {c.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
                {detail && (
                  <tr id={`${key}-details`}>
                    <td colSpan={columns.length} className="px-3 pb-4 pt-1">
                      {detail}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
