import { Fragment } from 'react';
import { linkifyLines } from '@/lib/community/linkify';

/**
 * Plain text with its line breaks, http(s) addresses as links. Rendered as React text and <a>
 * elements only (never dangerouslySetInnerHTML), so stored text can never become markup.
 */
export function LinkedText({ text, className }: { text: string; className?: string }) {
  const lines = linkifyLines(text);
  return (
    <p className={className}>
      {lines.map((pieces, line) => (
        <Fragment key={line}>
          {line > 0 ? <br /> : null}
          {pieces.map((piece, i) =>
            piece.kind === 'link' ? (
              <a key={i} href={piece.href} target="_blank" rel="nofollow ugc noopener noreferrer">
                {piece.text}
              </a>
            ) : (
              <Fragment key={i}>{piece.text}</Fragment>
            )
          )}
        </Fragment>
      ))}
    </p>
  );
}
