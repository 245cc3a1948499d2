import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { RoomPurpose } from '@bv/contracts';
import type { ApiError } from '../api/api-error';
import { roomsApi } from '../api/rooms';
import { WorkspacePage } from '../layout/workspace-page';
import { usePathPrefix } from '../routing/path-prefix';
import { LoadError } from '../ui/load-states';
import { Skeleton } from '../ui/skeleton';
import { formatBytes } from './room-format';
import { useRooms } from './use-rooms';

/** /dashboard/rooms: the founder's deal rooms and a new one (from the checklist's template by default). */
export function RoomsHome() {
  const rooms = useRooms();
  const navigate = useNavigate();
  const { withPrefix } = usePathPrefix();
  const [name, setName] = useState('');
  const [purpose, setPurpose] = useState<RoomPurpose>('raise');
  const [fromTemplate, setFromTemplate] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const room = await roomsApi.create({ name: name.trim(), purpose, fromTemplate });
      void navigate(withPrefix(`/dashboard/rooms/${room.id}`));
    } catch (err) {
      setError((err as ApiError).message);
      setBusy(false);
    }
  };

  const limits = rooms.data?.limits;
  return (
    <WorkspacePage title="Deal rooms" heading="Deal rooms" breadcrumbs={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Deal rooms' }]}>
      {rooms.isPending ? (
        <Skeleton variant="table" />
      ) : rooms.isError ? (
        <LoadError message="Your rooms could not be loaded." onRetry={() => void rooms.refetch()} />
      ) : (
        <div className="rooms-home">
          <form className="card room-create" onSubmit={(e) => void create(e)}>
            <h2 className="room-create__title">New room</h2>
            <p className="room-create__lead">One link to every document a buyer or investor asks for. Start from your data-room checklist’s categories, or from an empty room.</p>
            <label className="field">
              <span>Room name</span>
              <input value={name} onChange={(e) => setName(e.target.value)} maxLength={120} placeholder="Kopi Cloud Series A" required />
            </label>
            <fieldset className="room-create__purpose">
              <legend>For</legend>
              {(['raise', 'exit'] as const).map((p) => (
                <label key={p} className={`room-choice${purpose === p ? ' room-choice--on' : ''}`}>
                  <input type="radio" name="purpose" value={p} checked={purpose === p} onChange={() => setPurpose(p)} />
                  {p === 'raise' ? 'A raise' : 'An exit'}
                </label>
              ))}
            </fieldset>
            <label className="room-create__template">
              <input type="checkbox" checked={fromTemplate} onChange={(e) => setFromTemplate(e.target.checked)} />
              Start with the checklist’s folders
            </label>
            {error && <p className="room-error" role="alert">{error}</p>}
            <button className="button button--primary" type="submit" disabled={busy || name.trim() === '' || limits?.maxRooms === 0} aria-busy={busy}>
              Create room
            </button>
            {limits && (
              <p className="room-create__limits">
                {limits.maxRooms === 0 ? 'Deal rooms come with a paid plan.' : `${rooms.data.rooms.length} of ${limits.maxRooms} rooms · up to ${formatBytes(limits.maxBytesPerRoom)} each`}
              </p>
            )}
          </form>
          <section className="rooms-list" aria-label="Your rooms">
            {rooms.data.rooms.length === 0 ? (
              <div className="card card--quiet rooms-empty">
                <p>No rooms yet. A room holds your folders and files, converted so anyone you invite reads them in the browser.</p>
              </div>
            ) : (
              <ul className="rooms-grid">
                {rooms.data.rooms.map((room) => (
                  <li key={room.id}>
                    <Link className="card room-card" to={withPrefix(`/dashboard/rooms/${room.id}`)}>
                      <span className={`room-pill room-pill--${room.purpose}`}>{room.purpose === 'raise' ? 'Raise' : 'Exit'}</span>
                      <strong className="room-card__name">{room.name}</strong>
                      <span className="room-card__meta">
                        {room.folderCount} folders · {room.documentCount} documents · {formatBytes(room.bytes)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </WorkspacePage>
  );
}
