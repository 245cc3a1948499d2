import type { OwnerShare } from '@bv/contracts';
import { useId, useRef } from 'react';
import { useToast } from '../../ui/toast/toast-context';
import { copyText } from '../copy-link';
import { SHARE_STATE_LABELS } from '../share-format';
import { COPIED_MESSAGE } from '../share-item';

/**
 * The analytics before anyone has opened the link: what will show here, and the one next step
 * (copy the link and send it). A link nobody can open says so instead of offering a dead link.
 */
export function NoViewsYet({ share }: { share: OwnerShare }) {
  const uid = useId();
  const field = useRef<HTMLInputElement>(null);
  const showToast = useToast();
  const open = share.state === 'active';

  const copy = async () => {
    if (await copyText(share.url)) {
      showToast({ title: COPIED_MESSAGE });
      return;
    }
    field.current?.select();
    showToast({ title: 'Copy failed', description: 'The link is selected: copy it with your keyboard or menu.', variant: 'destructive' });
  };

  return (
    <section className="analytics-empty" aria-labelledby={`${uid}-title`}>
      <div className="analytics-empty__chart" aria-hidden="true">
        {[18, 34, 26, 52, 40, 70, 58].map((h, i) => (
          <span key={i} style={{ height: `${h}%` }} />
        ))}
      </div>
      <h2 id={`${uid}-title`}>{open ? 'No views yet — copy the link' : 'No views yet'}</h2>
      {open ? (
        <>
          <p>Send it to an investor. Here you will see who opened it, on what, for how long, which slides held them and whether they read to the end.</p>
          <div className="analytics-empty__copy">
            <label htmlFor={`${uid}-url`} className="visually-hidden">
              Link to {share.title}
            </label>
            <input id={`${uid}-url`} ref={field} readOnly value={share.url} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="button button--primary" onClick={() => void copy()}>
              Copy link
            </button>
          </div>
        </>
      ) : (
        <p>Nobody can open this link now: it is {SHARE_STATE_LABELS[share.state].toLowerCase()}.</p>
      )}
    </section>
  );
}
