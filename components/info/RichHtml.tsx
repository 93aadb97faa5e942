import type { MouseEvent } from 'react';
import { useRouter } from 'next/router';
import styles from './RichHtml.module.css';

type Props = { html: string; className?: string; id?: string };

/**
 * Stored, server-sanitized HTML (terms, information pages, FAQ answers, notices) in the product's
 * reading style. A link to one of our own pages moves through the router, so it keeps the app's
 * state and progress bar instead of reloading the whole page.
 */
export function RichHtml({ html, className, id }: Props) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//') || anchor?.target === '_blank') return;
    event.preventDefault();
    void router.push(href);
  };
  return (
    // The click handler only upgrades real links (which work without it): keyboard users follow them as usual.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see the line above
    <div
      id={id}
      className={`${styles.html} ${className ?? ''}`}
      onClick={onClick}
      // Sanitized on the server (server/domain/content/sanitizeHtml.ts) before it reaches state.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
