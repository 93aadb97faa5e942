/**
 * One instance per process, kept on globalThis under a named key. Next compiles instrumentation,
 * each page and each API route separately, so a module-level variable can exist several times in
 * one process; a database handle or a Yoga instance must not.
 */
export function processSingleton<T>(key: string, create: () => T): T {
  const holder = globalThis as unknown as Record<symbol, T | undefined>;
  const symbol = Symbol.for(`ridemarket.${key}`);
  holder[symbol] ??= create();
  return holder[symbol] as T;
}

/** The instance if something created it already, without creating it. */
export function existingProcessSingleton<T>(key: string): T | undefined {
  return (globalThis as unknown as Record<symbol, T | undefined>)[Symbol.for(`ridemarket.${key}`)];
}
