import type { Db } from '../client';
// Temporary until the seed generator lands in this folder.
export async function seedIfEmpty(_db: Db): Promise<void> {}
