import type { OwnerShare } from '@bv/contracts';
import { useToast } from '../../ui/toast/toast-context';
import { copyText } from '../copy-link';
import { COPIED_MESSAGE } from '../share-item';

/** Copies a link from a list row; where the browser refuses, the toast shows the link to copy by hand. */
export function CopyLinkButton({ share, className = 'button button--ghost button--small' }: { share: OwnerShare; className?: string }) {
  const showToast = useToast();
  const copy = async () => {
    if (await copyText(share.url)) showToast({ title: COPIED_MESSAGE });
    else showToast({ title: 'Copy failed', description: `Copy it by hand: ${share.url}`, variant: 'destructive' });
  };
  return (
    <button type="button" className={className} onClick={() => void copy()}>
      Copy link<span className="visually-hidden"> to {share.title}</span>
    </button>
  );
}
