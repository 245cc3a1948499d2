import type { ReactNode } from 'react';

type AdminListProps<Row> = {
  /** True until the list's first answer (the query's `isPending`). */
  pending: boolean;
  loading: string;
  /** Errors and confirmations: each page words and announces its own. */
  notices?: ReactNode;
  /** Undefined until the list has loaded (or when it could not). */
  rows: readonly Row[] | undefined;
  empty: ReactNode;
  /** The list itself, given only rows to show. */
  children: (rows: readonly Row[]) => ReactNode;
};

/** An admin list's states, in the order every admin page shows them: loading, notices, then empty or the list. */
export function AdminList<Row>({ pending, loading, notices, rows, empty, children }: AdminListProps<Row>) {
  return (
    <>
      {pending && <p role="status">{loading}</p>}
      {notices}
      {rows && rows.length === 0 && <p>{empty}</p>}
      {rows && rows.length > 0 && children(rows)}
    </>
  );
}
