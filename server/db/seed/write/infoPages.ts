import type { Db } from '../../client';

// Filled in by the info pages helper (E) during issue 5.
export async function writeInfoPages(_db: Db): Promise<void> {}
