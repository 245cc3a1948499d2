import type { ReactNode } from 'react';
import { TableScroll } from './table-scroll';

type DataTableProps = {
  /** Names the scrolling region for screen readers. */
  label: string;
  caption: ReactNode;
  columns: readonly string[];
  /** Adds a last column for the rows' buttons, named only for screen readers. */
  actions?: boolean;
  /** The rows. */
  children: ReactNode;
};

/** A dense list table (caption, column headers, rows) that scrolls sideways on a narrow screen. */
export function DataTable({ label, caption, columns, actions = false, children }: DataTableProps) {
  return (
    <TableScroll label={label}>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {actions && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
