import { useEffect, useState, type ReactNode } from 'react';
import { useShell } from './ShellContext';

/**
 * Decorative, client-only parts (time-of-day greetings, motion): rendered after mount for people,
 * never for crawlers, so crawlers get the complete content without the ornaments, and the server
 * HTML never disagrees with the first client render.
 */
export function Decorative({ children }: { children: ReactNode }) {
  const { isCrawler } = useShell();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (isCrawler || !mounted) return null;
  return <>{children}</>;
}
