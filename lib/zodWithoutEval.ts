import { z } from 'zod';

/**
 * zod for code that also runs in the browser: `import '@/lib/zodWithoutEval';` before `import { z } from 'zod';`.
 *
 * The page's Content-Security-Policy forbids eval. On its first object parse zod probes whether it
 * may compile a fast parser with `new Function`; under the policy that probe is refused and reported
 * as a violation on every page. In the browser, parse without compiling (a few microseconds slower);
 * the server keeps the compiled parsers. Every client-reachable module that parses with zod imports
 * this first, so the setting is made before its first parse in whichever chunk loads zod first
 * (zod is no longer part of pages/_app's start-up JavaScript, issue 19).
 */
if (typeof window !== 'undefined') z.config({ jitless: true });
