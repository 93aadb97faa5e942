import type { Db } from '../../client';
import { faqs, infoPages } from '../../schema';
import { planFaqs, planInfoPages } from '../build/infoPages';
import { insertMany } from './batch';
import type { SeedDay } from '../time';

/** The customer-center, cancellation, product-notice and caution pages, and the FAQ. */
export async function writeInfoPages(db: Db, day: SeedDay): Promise<void> {
  await insertMany(db, infoPages, planInfoPages(day));
  await insertMany(db, faqs, planFaqs());
}
