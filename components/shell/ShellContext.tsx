import { createContext, useContext } from 'react';
import type { ShellProps } from '@/lib/shell';

const fallback: ShellProps = { anonId: null, isCrawler: false, isMobile: true, siteUrl: '' };

export const ShellContext = createContext<ShellProps>(fallback);

export function useShell(): ShellProps {
  return useContext(ShellContext);
}
