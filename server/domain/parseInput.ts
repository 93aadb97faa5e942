import { z } from 'zod';
import { DomainError } from '@/lib/errors';

// Schema messages written in lib/capture/commandSchemas.ts win; zod's Korean locale fills in the
// rest, so every field detail a person may see is Korean.
const koreanIssues = z.locales.ko().localeError;

/**
 * Validates a service input (command or arguments) at the trust boundary. A failure is INVALID_INPUT with one Korean message per
 * field path ("command.anonyId" style paths without the argument name: "anonyId", "info.itemId").
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input, { error: koreanIssues });
  if (parsed.success) return parsed.data;
  const details: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    details[path] ??= issue.message;
  }
  throw new DomainError('INVALID_INPUT', undefined, details);
}
