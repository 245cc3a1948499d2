/** Previous / "1–25 of 80" / Next under an admin list; hidden when everything fits on one page. */
export function AdminPager({ offset, total, pageSize, onChange }: { offset: number; total: number; pageSize: number; onChange: (offset: number) => void }) {
  if (total <= pageSize) return null;
  return (
    <nav className="button-row" aria-label="Pages">
      <button type="button" className="button button--small" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - pageSize))}>
        Previous
      </button>
      <span>
        {offset + 1}–{Math.min(offset + pageSize, total)} of {total}
      </span>
      <button type="button" className="button button--small" disabled={offset + pageSize >= total} onClick={() => onChange(offset + pageSize)}>
        Next
      </button>
    </nav>
  );
}
