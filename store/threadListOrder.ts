/**
 * Where a thread goes in a paged list (docs/product.md §3 Messages): the server's order, kept in the
 * browser when a page is appended or the stream brings a thread that changed. Each thread shows once:
 * the newest copy wins.
 */
import type { MessageListSide, ThreadEntry } from '@/api/item/messages';

/** Negative when `a` comes first: the order of server/domain/messages/threadList.ts. */
export function compareThreads(side: MessageListSide, a: ThreadEntry, b: ThreadEntry): number {
  if (side === 'BUSINESS') {
    const ua = a.unansweredSince ?? null;
    const ub = b.unansweredSince ?? null;
    if (ua !== ub) {
      if (ua === null) return 1;
      if (ub === null) return -1;
      return ua < ub ? -1 : 1;
    }
  }
  if (a.lastMessageAt !== b.lastMessageAt) return a.lastMessageAt > b.lastMessageAt ? -1 : 1;
  return b.id - a.id;
}

/** 더 보기: the next page after what is shown; a thread it repeats (one that moved) keeps the page's newer copy. */
export function appendThreadPage(threads: ThreadEntry[], page: ThreadEntry[]): ThreadEntry[] {
  const incoming = new Set(page.map((t) => t.id));
  return [...threads.filter((t) => !incoming.has(t.id)), ...page];
}

/**
 * A thread the stream says changed (a new message, a read): out of its old place and into its new one.
 * When that place is past the last thread shown and more pages remain, it is left for the page that
 * holds it, so it never shows twice.
 */
export function placeThread(
  side: MessageListSide,
  threads: ThreadEntry[],
  entry: ThreadEntry,
  morePages: boolean
): ThreadEntry[] {
  const rest = threads.filter((t) => t.id !== entry.id);
  const at = rest.findIndex((t) => compareThreads(side, entry, t) < 0);
  if (at === -1) return morePages ? rest : [...rest, entry];
  return [...rest.slice(0, at), entry, ...rest.slice(at)];
}
