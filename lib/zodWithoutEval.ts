import { z } from 'zod';

/**
 * The page's Content-Security-Policy forbids eval. On its first object parse zod probes whether it
 * may compile a fast parser with `new Function`; under the policy that probe is refused and reported
 * as a violation on every page. In the browser, parse without compiling (a few microseconds slower);
 * the server keeps the compiled parsers. Imported first by pages/_app.tsx.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });
