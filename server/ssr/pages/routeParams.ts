/**
 * zod pieces for route params and query values, as pages receive them (strings, or arrays when a key
 * repeats). Only canonical forms name a page: `007`, `1e3` or `+1` are not ids.
 */
import { z } from 'zod';

/** A plain positive id (1 … 999,999,999), as a number. */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);

/** A single optional query value: the first of repeated keys, absent → undefined. */
export const optionalQueryValue = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (Array.isArray(value) ? value[0] : value));
