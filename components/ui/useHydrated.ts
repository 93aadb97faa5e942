import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React owns the page. A button whose
 * only job is a script (the sandbox's outcomes) is disabled until then, so a tap on a slow phone
 * before the script has loaded is not silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false
  );
}
