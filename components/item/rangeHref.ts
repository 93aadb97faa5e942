import { rangeQuery, type RentalRange } from '@/lib/rentalRange/rentalRange';

/** A link that carries a dated list's range on (`/services/12?start=…&end=…`, issue 31 §1). */
export function rangeHref(path: string, range: RentalRange | null): string {
  return range ? `${path}?${new URLSearchParams(rangeQuery(range)).toString()}` : path;
}
