import type { Db } from '../../client';

// Filled in by the content helper (C) during issue 5.
export async function writeMagazineSections(_db: Db): Promise<void> {}
