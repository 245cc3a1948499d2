import type { OwnerRoomLink, RoomLinkAcceptance } from '@bv/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '../api/api-error';
import { roomLinksApi } from '../api/room-links';
import { formatDateTime } from '../format/format';
import { saveFile } from '../ui/save-file';

/**
 * Who accepted a link's agreement (docs/product-rules.md, "Deal rooms": access rules): name,
 * e-mail, version and time, newest first; the full record (with IP addresses) as a CSV file.
 */
export function RoomLinkAcceptances({ roomId, link }: { roomId: string; link: OwnerRoomLink }) {
  const list = useQuery<RoomLinkAcceptance[], ApiError>({ queryKey: ['rooms', roomId, 'links', link.id, 'acceptances'], queryFn: () => roomLinksApi.acceptances(roomId, link.id), staleTime: 0 });
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const { blob, filename } = await roomLinksApi.acceptancesCsv(roomId, link.id);
      saveFile(blob, filename);
    } catch (error) {
      setExportError(error instanceof Error ? error.message : 'The export failed. Please try again.');
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="room-link-acceptances">
      <div className="room-link-acceptances__head">
        <strong>Agreement accepted</strong>
        <button className="button button--secondary button--small" type="button" disabled={exporting || !list.data?.length} onClick={() => void exportCsv()}>
          {exporting ? 'Exporting…' : 'Download CSV'}
        </button>
      </div>
      {list.isPending && <p className="muted">Loading…</p>}
      {list.isError && <p role="alert">The acceptances could not be loaded. {list.error.message}</p>}
      {exportError && <p role="alert">{exportError}</p>}
      {list.data?.length === 0 && <p className="muted">No one has accepted the agreement yet.</p>}
      {list.data && list.data.length > 0 && (
        <ul className="room-link-acceptances__list">
          {list.data.map((a) => (
            <li key={a.id}>
              <span className="room-link-acceptances__who">
                <strong>{a.name}</strong>
                {a.email && <span className="muted"> · {a.email}</span>}
              </span>
              <span className="room-link-acceptances__when">
                {formatDateTime(a.acceptedAt)} · v{a.version}
                {a.ipAddress ? ` · IP ${a.ipAddress}` : ''}
                {link.agreement && a.version !== link.agreement.version ? ' (earlier text)' : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
