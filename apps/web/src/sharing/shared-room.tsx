import type { SharedBy } from '@bv/contracts';
import { roomThemeVersion } from '@bv/domain';
import type { ReactNode } from 'react';

/**
 * The founder's room: what an investor sees on /shared/… (docs/product-rules.md, "Sharing
 * links"). The sharer's logo or name and their brand colours instead of our site header,
 * navigation and footer; only a quiet line says the link is hosted by Blueprint Vault.
 * `sharedBy` is null while unknown (a dead link): the room stays neutral and anonymous.
 * The colours come as a stylesheet (…/theme.css), which the server-rendered page carries too:
 * the page's Content-Security-Policy admits no inline styles.
 */
export function SharedRoom({ token, sharedBy, actions, children, apiPath = '' }: { token: string; sharedBy: SharedBy | null; actions?: ReactNode; children: ReactNode; apiPath?: string }) {
  const brand = sharedBy?.brand ?? null;
  // A room link's stylesheet and logo are under its own path (…/room).
  const base = `/api/v1/shared/${encodeURIComponent(token)}${apiPath}`;
  const company = sharedBy?.company ?? '';
  return (
    <div className={`room${brand ? ' room--branded' : ''}`}>
      {brand && <link rel="stylesheet" href={`${base}/theme.css?v=${roomThemeVersion(brand)}`} />}
      <header className="room__bar">
        <div className="room__sharer">
          {brand?.logo ? (
            <img
              className="room__logo"
              src={`${base}/logo.png?v=${encodeURIComponent(brand.logo.version)}`}
              alt={`${company} logo`}
              width={Math.round((brand.logo.width / brand.logo.height) * 32)}
              height={32}
            />
          ) : company ? (
            <span className="room__monogram" aria-hidden="true">
              {monogram(company)}
            </span>
          ) : null}
          {/* Before the link is read, or for a dead link, the bar still says what this is (same height, so nothing moves). */}
          {company ? <span className="room__company">{company}</span> : <span className="room__unknown">Shared link</span>}
        </div>
        {actions && <div className="room__actions">{actions}</div>}
      </header>
      <main id="main" className="room__main" tabIndex={-1}>
        {children}
      </main>
      <footer className="room__foot">
        <a href="/">Shared securely with Blueprint Vault</a>
      </footer>
    </div>
  );
}

/** "Lion City Logistics Pte. Ltd." → "LC". */
function monogram(company: string): string {
  const words = company.replace(/\b(pte|ltd|sdn|bhd|inc|llc|co)\b\.?/gi, '').split(/\s+/).filter(Boolean);
  return words.slice(0, 2).map((word) => word[0]!.toUpperCase()).join('') || '·';
}
