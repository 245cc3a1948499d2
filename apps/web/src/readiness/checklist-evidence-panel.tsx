import type { CategoryReadinessView, EvidenceItem, RoomDocument } from '@bv/contracts';
import { Link } from 'react-router';
import { usePathPrefix } from '../routing/path-prefix';
import { LoadError } from '../ui/load-states';
import { Skeleton } from '../ui/skeleton';
import { BarsLegend } from './declared-evidenced-bars';
import { useEvidenceChange, useEvidencePushes, useRoomEvidence } from './use-readiness';
import './readiness.css';

const PRIORITY_LABELS = { week_1: 'Week 1', before_term_sheet: 'Before the term sheet', before_loi: 'Before the LOI', before_completion: 'Before completion' } as const;
const STATUS_LABELS = { ready: 'Converted', converting: 'Converting', uploading: 'Uploading', failed: 'Failed' } as const;

type Pickable = Pick<RoomDocument, 'id' | 'name' | 'status'>;

/**
 * The room editor's "Checklist evidence": every item of the founder's newest checklist for the
 * room's track, its linked document or suggestions, and declared beside evidenced per category
 * (docs/product-rules.md, "Evidence-linked readiness"). Updates live from the founder's other tabs.
 */
export function ChecklistEvidencePanel({ roomId, documents }: { roomId: string; documents: readonly Pickable[] }) {
  const evidence = useRoomEvidence(roomId);
  const change = useEvidenceChange(roomId);
  const { withPrefix } = usePathPrefix();
  useEvidencePushes(roomId);

  if (evidence.isPending) {
    return (
      <section className="card evidence-panel" aria-busy="true" aria-label="Checklist evidence">
        <h2>Checklist evidence</h2>
        <Skeleton variant="table" />
      </section>
    );
  }
  if (evidence.isError) {
    return (
      <section className="card evidence-panel" aria-labelledby="evidence-title">
        <h2 id="evidence-title">Checklist evidence</h2>
        <LoadError message="The checklist evidence could not be loaded." onRetry={() => void evidence.refetch()} />
      </section>
    );
  }
  const view = evidence.data;
  if (!view.checklist) {
    return (
      <section className="card evidence-panel" aria-labelledby="evidence-title">
        <h2 id="evidence-title">Checklist evidence</h2>
        <p className="evidence-panel__lead">
          Write your data-room checklist in PitchPrep, then link each item to the document here that proves it. Your readiness rises as the room fills.
        </p>
        <p>
          <Link className="button button--secondary button--small" to={withPrefix('/pitchprep#builder')}>Open PitchPrep</Link>
        </p>
      </section>
    );
  }
  const apply = (itemKey: string, documentId: string | null) => change.mutate({ itemKey, documentId });
  const busyKey = change.isPending ? change.variables?.itemKey : undefined;

  return (
    <section className="card evidence-panel" aria-labelledby="evidence-title">
      <div className="evidence-panel__head">
        <div>
          <h2 id="evidence-title">Checklist evidence</h2>
          <p className="evidence-panel__lead">
            Link each item of “{view.checklist.title}” to the document that proves it. An item counts once its document has converted.
          </p>
        </div>
        <div className="evidence-panel__figures" aria-live="polite">
          <span className="evidence-figure">
            <strong>{view.declared}%</strong>
            <span>declared</span>
          </span>
          <span className="evidence-figure evidence-figure--evidenced">
            <strong>{view.evidenced}%</strong>
            <span>evidenced</span>
          </span>
        </div>
      </div>
      {change.isError && <p className="room-error" role="alert">{change.error.message}</p>}
      <BarsLegend declaredLabel="Ticked in the checklist" />
      <ul className="evidence-categories">
        {view.categories.map((category) => (
          <CategoryItems key={category.category} category={category} documents={documents} busyKey={busyKey} onChange={apply} />
        ))}
      </ul>
    </section>
  );
}

type CategoryItemsProps = { category: CategoryReadinessView; documents: readonly Pickable[]; busyKey?: string; onChange: (itemKey: string, documentId: string | null) => void };

function CategoryItems({ category, documents, busyKey, onChange }: CategoryItemsProps) {
  const linked = category.items.filter((i) => i.document).length;
  return (
    <li>
      <details className="evidence-category">
        <summary aria-label={`${category.category}: ${linked} of ${category.items.length} linked, ticked ${category.declared}%, evidenced ${category.evidenced}%`}>
          <span className="evidence-category__title">
            <span>{category.category}</span>
            <span className="evidence-category__bars" aria-hidden="true">
              <span className="de-bars__track">
                <span className="de-bars__fill de-bars__fill--declared" style={{ width: `${category.declared}%` }} />
              </span>
              <span className="de-bars__track">
                <span className="de-bars__fill de-bars__fill--evidenced" style={{ width: `${category.evidenced}%` }} />
              </span>
            </span>
          </span>
          <span className="evidence-category__count" aria-hidden="true">
            {linked} of {category.items.length} linked
            <strong>{category.evidenced}%</strong>
          </span>
        </summary>
        <ul className="evidence-items">
          {category.items.map((item) => (
            <EvidenceRow key={item.key} item={item} documents={documents} busy={busyKey === item.key} onChange={(documentId) => onChange(item.key, documentId)} />
          ))}
        </ul>
      </details>
    </li>
  );
}

function EvidenceRow({ item, documents, busy, onChange }: { item: EvidenceItem; documents: readonly Pickable[]; busy: boolean; onChange: (documentId: string | null) => void }) {
  const meta = [item.priority ? PRIORITY_LABELS[item.priority] : null, item.required ? 'Required' : 'Optional', item.declared ? 'ticked' : null].filter(Boolean).join(' · ');
  const choosable = documents.filter((d) => d.status !== 'failed' && d.id !== item.document?.id);
  return (
    <li className="evidence-item" aria-busy={busy || undefined}>
      <span className="evidence-item__name">
        <strong>{item.name}</strong>
        <span className="evidence-item__meta">{meta}</span>
      </span>
      <span className="evidence-item__proof">
        {item.document ? (
          <>
            <span className="evidence-linked">
              <span className="evidence-linked__name" title={item.document.name}>{item.document.name}</span>
              <span className={`evidence-badge evidence-badge--${item.document.status}`}>{STATUS_LABELS[item.document.status]}</span>
            </span>
            <button className="button button--secondary button--small" type="button" disabled={busy} onClick={() => onChange(null)} aria-label={`Unlink ${item.document.name} from ${item.name}`}>
              Unlink
            </button>
          </>
        ) : (
          item.suggestions.map((s) => (
            <button key={s.id} className="button button--secondary button--small evidence-suggestion" type="button" disabled={busy} onClick={() => onChange(s.id)} aria-label={`Link ${s.name} to ${item.name}`}>
              Link {s.name}
            </button>
          ))
        )}
        {choosable.length > 0 && (
          <select
            className="evidence-pick"
            aria-label={`Choose a document for ${item.name}`}
            value=""
            disabled={busy}
            onChange={(e) => {
              if (e.target.value) onChange(e.target.value);
            }}
          >
            <option value="">{item.document ? 'Replace with…' : 'Choose a document…'}</option>
            {choosable.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        )}
        {!item.document && item.suggestions.length === 0 && choosable.length === 0 && <span className="evidence-item__meta">Upload a document to link it</span>}
      </span>
    </li>
  );
}
