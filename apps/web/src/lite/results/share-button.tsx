import { useEffect, useState } from 'react';

/** `url`: what others should open (the assessment itself), never the page's own address. */
type ShareButtonProps = { title: string; text: string; url: string; className?: string };

const MESSAGE_VISIBLE_MS = 4000;

export function ShareButton({ title, text, url, className = 'button button--secondary' }: ShareButtonProps) {
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), MESSAGE_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to fall back to.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(`${text} ${url}`);
      setMessage('Link copied!');
    } catch {
      setMessage(`Copy this link: ${url}`);
    }
  };

  return (
    <>
      <button type="button" className={className} onClick={share}>
        Share
      </button>
      <span className="share-message" role="status">
        {message}
      </span>
    </>
  );
}
