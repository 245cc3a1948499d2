import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { TableScroll } from './table-scroll';

type DataTableProps = {
  /** Names the scrolling region for screen readers. */
  label: string;
  caption: ReactNode;
  columns: readonly string[];
  /** Adds a last column for the rows' buttons, named only for screen readers. */
  actions?: boolean;
  /** The rows: `<tr>` elements whose cells are their direct children, in column order. */
  children: ReactNode;
};

type Cell = ReactElement<{ 'data-label'?: string; children?: ReactNode }>;

/**
 * Gives each cell its column's name as `data-label`: on a phone the rows are drawn as cards
 * (data-table--cards in workspace.css) and each value is shown under its column's name, so no
 * column, the row's buttons least of all, is left past the screen's edge.
 */
export function labelCells(rows: ReactNode, columns: readonly string[]): ReactNode {
  return Children.map(rows, (row) => {
    if (!isValidElement<{ children?: ReactNode }>(row)) return row;
    let index = 0;
    const cells = Children.map(row.props.children, (cell) => {
      if (!isValidElement(cell)) return cell;
      const label = columns[index++];
      return label ? cloneElement(cell as Cell, { 'data-label': label }) : cell;
    });
    return cloneElement(row, undefined, cells);
  });
}

/** A dense list table (caption, column headers, rows); on a phone each row becomes a card. */
export function DataTable({ label, caption, columns, actions = false, children }: DataTableProps) {
  return (
    <TableScroll label={label}>
      <table className="data-table data-table--cards">
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
        <tbody>{labelCells(children, columns)}</tbody>
      </table>
    </TableScroll>
  );
}
