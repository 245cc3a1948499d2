import type { OutputView } from '@bv/contracts';
import { formatDateTime } from '../../format/format';

type VersionHistoryProps = { view: OutputView; busy: boolean; onRestore: (version: number) => void };

/** Newest first; any older version can be restored (which saves it again as the newest). */
export function VersionHistory({ view, busy, onRestore }: VersionHistoryProps) {
  const versions = [...view.versions].sort((a, b) => b.version - a.version);
  return (
    <section className="pp-versions" aria-labelledby="pp-versions-title">
      <h2 id="pp-versions-title">Version history</h2>
      <ol className="pp-versions__list">
        {versions.map((v) => (
          <li key={v.version} className="pp-versions__item">
            <span className="pp-versions__name">
              Version {v.version}
              {v.version === view.version && <span className="muted"> (current)</span>}
            </span>
            <span className="pp-versions__meta">
              {formatDateTime(v.savedAt)}
              {v.note && <> · {v.note}</>}
            </span>
            {v.version !== view.version && (
              <button type="button" className="button button--secondary button--small" onClick={() => onRestore(v.version)} disabled={busy}>
                Restore<span className="visually-hidden"> version {v.version}</span>
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
