import { useSyncExternalStore, type ReactNode } from 'react';
import { useShell } from './ShellContext';

const noSubscription = () => () => {};

/**
 * Decorative, client-only parts (time-of-day greetings, motion): rendered after mount for people,
 * never for crawlers, so crawlers get the complete content without the ornaments, and the server
 * HTML never disagrees with the first client render.
 */
export function Decorative({ children }: { children: ReactNode }) {
  const { isCrawler } = useShell();
  // false while the server renders and the client hydrates, true from then on.
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false
  );
  if (isCrawler || !mounted) return null;
  return <>{children}</>;
}
