import type { Db } from '../../client';

// Filled in by the store profile helper (B) during issue 5.
export async function writeStoreExtras(_db: Db): Promise<void> {}
