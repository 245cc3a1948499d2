import type { RoomLinkAccess } from '@bv/contracts';
import { useId } from 'react';

/** The form's state: the allow list as typed (one per line or comma-separated), the agreement on or off with its text. */
export type AccessDraft = { requireEmail: boolean; allowList: string; agreementOn: boolean; agreement: string; watermark: boolean };

export const emptyAccess: AccessDraft = { requireEmail: false, allowList: '', agreementOn: false, agreement: '', watermark: false };

export const draftOf = (access: { requireEmail: boolean; allowedViewers: string[]; agreement: { text: string } | null; watermark: boolean }): AccessDraft => ({
  requireEmail: access.requireEmail,
  allowList: access.allowedViewers.join('\n'),
  agreementOn: access.agreement !== null,
  agreement: access.agreement?.text ?? '',
  watermark: access.watermark,
});

/** What the server is sent; the server checks each address or domain and says which one it refuses. */
export const accessOf = (draft: AccessDraft): RoomLinkAccess => ({
  requireEmail: draft.requireEmail,
  allowedViewers: draft.requireEmail
    ? draft.allowList
        .split(/[\s,;]+/)
        .map((v) => v.trim())
        .filter(Boolean)
    : [],
  agreement: draft.agreementOn ? draft.agreement.trim() : null,
  watermark: draft.watermark,
});

/** Why the access rules cannot be saved yet, or null. */
export const accessProblem = (draft: AccessDraft): string | null => (draft.agreementOn && draft.agreement.trim().length < 20 ? 'Write the agreement (at least 20 characters).' : null);

/**
 * A room link's access rules (docs/product-rules.md, "Deal rooms": access rules): the verified
 * e-mail and who may pass it, the click-through agreement, the watermark.
 */
export function RoomLinkAccessFields({ draft, onChange }: { draft: AccessDraft; onChange: (draft: AccessDraft) => void }) {
  const id = useId();
  const set = (patch: Partial<AccessDraft>) => onChange({ ...draft, ...patch });
  return (
    <fieldset className="room-link-form__group">
      <legend>Access</legend>
      <label className="room-link-form__option">
        <input type="checkbox" checked={draft.requireEmail} onChange={(e) => set({ requireEmail: e.target.checked })} /> Require a verified e-mail (a 6-digit code is mailed)
      </label>
      {draft.requireEmail && (
        <div className="field room-link-form__nested">
          <label htmlFor={`${id}-allow`}>
            Only these addresses or domains <span className="muted">(optional)</span>
          </label>
          <textarea id={`${id}-allow`} rows={2} value={draft.allowList} onChange={(e) => set({ allowList: e.target.value })} placeholder={'@tanholdings.com\nmei@fund.sg'} />
        </div>
      )}
      <label className="room-link-form__option">
        <input type="checkbox" checked={draft.agreementOn} onChange={(e) => set({ agreementOn: e.target.checked })} /> Ask visitors to accept an agreement (NDA) first
      </label>
      {draft.agreementOn && (
        <div className="field room-link-form__nested">
          <label htmlFor={`${id}-nda`}>Agreement text</label>
          <textarea id={`${id}-nda`} rows={5} maxLength={20_000} value={draft.agreement} onChange={(e) => set({ agreement: e.target.value })} placeholder="The recipient keeps everything in this room confidential and uses it only to evaluate the transaction…" />
          <p className="room-link-form__hint">Editing the text later makes a new version: visitors accept it again.</p>
        </div>
      )}
      <label className="room-link-form__option">
        <input type="checkbox" checked={draft.watermark} onChange={(e) => set({ watermark: e.target.checked })} /> Watermark pages and downloaded PDFs with the visitor’s e-mail and the time
      </label>
      {draft.watermark && <p className="room-link-form__hint room-link-form__nested">Only PDFs can be downloaded on a watermarked link; other files stay view-only.</p>}
    </fieldset>
  );
}
