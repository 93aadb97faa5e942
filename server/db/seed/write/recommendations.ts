import type { Db } from '../../client';

// Filled in by the content helper (C) during issue 5.
export async function writeRecommendationData(_db: Db): Promise<void> {}
