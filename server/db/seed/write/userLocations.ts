import type { Db } from '../../client';

// Filled in by the nearby map helper (A) during issue 5.
export async function writeUserLocations(_db: Db): Promise<void> {}
