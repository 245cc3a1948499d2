import type { RoomLinkGate, ShareGrant } from '@bv/contracts';
import { sharingErrors } from '@bv/contracts/messages';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { roomVisitApi } from '../api/room-links';
import { SHARING_CODES, type SharingApiError } from '../api/sharing';

type Props = {
  token: string;
  grant: string | null;
  agreement: NonNullable<RoomLinkGate['agreement']>;
  email: string | null;
  /** Who shares the room (sharerOf); null: the service only knows the room's name. */
  company: string | null;
  loading: boolean;
  onAgreed: (grant: ShareGrant) => void;
  onDeadLink: (error: SharingApiError) => void;
  /** A newer version replaced the one on screen: the page reads the link again. */
  onChanged: () => void;
};

/**
 * The click-through agreement (docs/product-rules.md, "Deal rooms": access rules): the founder's
 * text in a scrolling box, the reader's full name and "I agree". What is recorded is said next to
 * the button, so the investor knows their name, e-mail, time and IP address are kept.
 */
export function RoomAgreementStep({ token, grant, agreement, email, company, loading, onAgreed, onDeadLink, onChanged }: Props) {
  const uid = useId();
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const agree = useMutation<ShareGrant, SharingApiError, void>({
    mutationFn: () => roomVisitApi.agree(token, grant, { version: agreement.version, name: name.trim() }),
    retry: false,
    onSuccess: onAgreed,
    onError: (e) => {
      if (e.code === SHARING_CODES.linkInvalid || e.code === SHARING_CODES.linkExpired) onDeadLink(e);
      if (e.code === sharingErrors.AGREEMENT_CHANGED.code) onChanged();
    },
  });
  const missing = name.trim().length < 2 ? 'Type your full name.' : !agreed ? 'Tick “I agree” to continue.' : null;
  const busy = agree.isPending || loading;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!missing && !busy) agree.mutate();
  };

  return (
    <form className="room-agreement" onSubmit={submit} noValidate aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>Confidentiality agreement</h2>
      <p className="room-agreement__lead">
        {company ? (
          <>
            <strong>{company}</strong> is sharing this room with you and asks you to accept these terms first.
          </>
        ) : (
          'The sender of this room asks you to accept these terms before it opens.'
        )}
      </p>
      <div className="room-agreement__text" tabIndex={0} role="document" aria-label="Agreement">
        {agreement.text}
      </div>
      <div className="field room-agreement__name">
        <label htmlFor={`${uid}-name`}>Your full name</label>
        <input id={`${uid}-name`} autoComplete="name" maxLength={120} value={name} onChange={(e) => setName(e.target.value)} aria-describedby={email ? `${uid}-email` : undefined} />
        {email && (
          <p className="hint room-agreement__email" id={`${uid}-email`}>
            Signing as <strong>{email}</strong>
          </p>
        )}
      </div>
      <label className="room-agreement__check">
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <span>I have read the agreement and I agree to its terms.</span>
      </label>
      <p className="room-agreement__record">Your name{email ? ', e-mail address' : ''}, the time and your IP address are recorded with your acceptance and shared with {company ?? 'the sender'}.</p>
      {agree.error && (
        <p className="field__error" role="alert">
          {agree.error.message}
        </p>
      )}
      {/* On a phone the terms push the button below the fold: it stays pinned to the bottom of the screen while the form is in view. */}
      <div className="button-row room-agreement__submit">
        <button className="button button--primary" type="submit" disabled={missing !== null || busy} aria-busy={busy || undefined}>
          {busy ? 'Opening…' : 'I agree — open the room'}
        </button>
        <span className="hint" role="status">
          {missing ?? ''}
        </span>
      </div>
    </form>
  );
}
