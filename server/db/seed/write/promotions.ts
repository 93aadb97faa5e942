import type { Db } from '../../client';

// Filled in by the promotions helper (D) during issue 5.
export async function writePromotions(_db: Db): Promise<void> {}
