import '@/lib/zodWithoutEval';
import { z } from 'zod';
import { todayInSeoul } from '@/lib/dates';
import { parseRentalRange, type RentalRange } from './rentalRange';

/**
 * A rental range at a server's trust boundary (GraphQL arguments, page queries): `{ start, end }`
 * checked by the one rule of lib/rentalRange/rentalRange.ts against today in Seoul, so the URL and
 * the API refuse the same ranges with the same Korean message.
 */
export const rentalRangeSchema = z
  .object({ start: z.string(), end: z.string() })
  .transform((value, ctx): RentalRange => {
    const parsed = parseRentalRange(value.start, value.end, todayInSeoul());
    if (parsed && 'range' in parsed) return parsed.range;
    ctx.addIssue({ code: 'custom', message: parsed ? parsed.error : '대여일과 반납일을 모두 골라 주세요.' });
    return z.NEVER;
  });
