import { Fragment } from 'react';

const LINK = /(https?:\/\/[^\s<>"')\]]+)/g;

/**
 * A plain-text mail as React text, its web addresses as links (the verification and reset links
 * an admin follows to help someone). Never parsed as markup: `<b>` stays the four characters.
 */
export function MailText({ text }: { text: string }) {
  const parts = text.split(LINK);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} target="_blank" rel="noreferrer noopener">
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
