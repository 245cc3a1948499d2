import './room-outputs.css';
import type { OutputSummary, Room } from '@bv/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { ApiError } from '../api/api-error';
import { roomsApi } from '../api/rooms';
import { formatDate } from '../format/format';
import { OUTPUT_LABELS } from '../pitchprep/output-labels';
import { useProHistory } from '../exitcheck/use-exitcheck-queries';
import { useOutputs } from '../pitchprep/use-pitchprep-queries';
import { usePathPrefix } from '../routing/path-prefix';
import { SideDrawer } from '../ui/side-drawer';
import { ReportChoice } from './report-choice';
import { ROOM_KEYS } from './use-rooms';

/** The radio value of the ExitCheck report (outputs use their ids). */
const REPORT = 'exitcheck-report';

/**
 * "Add from Blueprint Vault" on the room editor (docs/product-rules.md, "Deal rooms"): the founder's
 * ExitCheck Pro report and generated outputs, one added to a folder as a live document that always
 * shows the latest audit or saved version.
 */
export function AddOutputDrawer({ room, onClose }: { room: Room; onClose: () => void }) {
  const id = useId();
  const outputs = useOutputs();
  const audits = useProHistory();
  const client = useQueryClient();
  const { withPrefix } = usePathPrefix();
  const [folderId, setFolderId] = useState(room.folders[0]?.id ?? '');
  const [chosen, setChosen] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const inRoom = new Map(room.folders.flatMap((f) => f.documents.filter((d) => d.outputId).map((d) => [d.outputId!, f.name] as const)));
  const reportFolder = room.folders.find((f) => f.documents.some((d) => d.source === 'report'))?.name ?? null;
  const add = useMutation<unknown, ApiError, OutputSummary | typeof REPORT>({
    mutationFn: (what) => (what === REPORT ? roomsApi.addReport(room.id, folderId) : roomsApi.addOutput(room.id, folderId, what.id)),
    onSuccess: async (_, what) => {
      const folder = room.folders.find((f) => f.id === folderId)?.name ?? 'the folder';
      setAdded(
        what === REPORT
          ? `Your ExitCheck report is in ${folder}. Its pages are being prepared; it follows your latest audit.`
          : `“${what.title}” is in ${folder}. It updates whenever you save the output.`,
      );
      setChosen(null);
      await client.invalidateQueries({ queryKey: ROOM_KEYS.room(room.id) });
    },
  });
  const output = outputs.data?.find((o) => o.id === chosen) ?? null;
  const choice = chosen === REPORT ? REPORT : output;

  return (
    <SideDrawer title="Add from Blueprint Vault" subtitle="Your ExitCheck report, deck, FAQ and checklist, always at their latest version" label="Add a generated output" onClose={onClose} busy={add.isPending}>
      {added && <p className="room-outputs__added" role="status">{added}</p>}
      {room.folders.length === 0 ? (
        <p className="muted">Add a folder to the room first.</p>
      ) : (
        <form
          className="room-outputs"
          onSubmit={(e) => {
            e.preventDefault();
            if (choice && folderId) add.mutate(choice);
          }}
        >
          <ReportChoice name={`${id}-output`} audits={audits} chosen={chosen === REPORT} onChoose={() => setChosen(REPORT)} inFolder={reportFolder} />
          <fieldset className="room-outputs__list">
            <legend>Generated outputs</legend>
            {outputs.isPending && <p className="muted">Loading your outputs…</p>}
            {outputs.isError && (
              <p role="alert">
                Your outputs could not be loaded. {outputs.error.message} <button className="link-button" type="button" onClick={() => void outputs.refetch()}>Try again</button>
              </p>
            )}
            {outputs.data?.length === 0 && (
              <div className="room-outputs__empty">
                <p>You have no generated outputs yet.</p>
                <Link className="button button--secondary button--small" to={withPrefix('/pitchprep')}>Write them in PitchPrep</Link>
              </div>
            )}
            {outputs.data?.map((o) => (
              <label key={o.id} className={`room-output${chosen === o.id ? ' room-output--chosen' : ''}`}>
                <input type="radio" name={`${id}-output`} checked={chosen === o.id} onChange={() => setChosen(o.id)} />
                <span className="room-output__kind">{OUTPUT_LABELS[o.outputType]}</span>
                <span className="room-output__title">{o.title}</span>
                <span className="room-output__meta">
                  Version {o.version} · saved {formatDate(o.updatedAt)}
                  {inRoom.has(o.id) ? ` · already in ${inRoom.get(o.id)}` : ''}
                </span>
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-folder`}>Folder</label>
            <select id={`${id}-folder`} className="input" value={folderId} onChange={(e) => setFolderId(e.target.value)}>
              {room.folders.map((f) => (
                <option key={f.id} value={f.id}>{f.name}</option>
              ))}
            </select>
          </div>
          {add.isError && <p className="room-error" role="alert">{add.error.message}</p>}
          <div className="button-row">
            <button className="button button--primary" type="submit" disabled={!choice || add.isPending}>
              {add.isPending ? 'Adding…' : 'Add to folder'}
            </button>
            {!choice && ((audits.data?.length ?? 0) > 0 || (outputs.data?.length ?? 0) > 0) && <p className="disabled-reason">Choose the report or an output to add.</p>}
          </div>
        </form>
      )}
    </SideDrawer>
  );
}
