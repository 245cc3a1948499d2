import { useMemo } from 'react';
import { useHydrated } from '../hooks/use-hydrated';

/** Enough lines to tile the largest page at the smallest size (the grid is twice the page, turned). */
const REPEATS = 60;

/**
 * The reader's mark over a page image on a watermarked room link (docs/product-rules.md, "Deal
 * rooms": access rules): who reads and when, diagonal and repeated, light enough to read through.
 * A screenshot carries it; the downloaded PDF carries the server's own stamp.
 */
export function PageWatermark({ who }: { who: string }) {
  // The reader's own clock and time zone: not the server's, so a page the server rendered gets the time once hydrated.
  const hydrated = useHydrated();
  const line = useMemo(
    () => (hydrated ? `${who} · ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date())}` : who),
    [who, hydrated],
  );
  return (
    <div className="page-watermark" aria-hidden="true" data-testid="page-watermark">
      <div className="page-watermark__grid">
        {Array.from({ length: REPEATS }, (_, i) => (
          <span key={i}>{line}</span>
        ))}
      </div>
    </div>
  );
}
