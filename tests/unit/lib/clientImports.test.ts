/**
 * What the browser's bundles may import (issue 19). Links go through components/ui/AppLink (no
 * viewport prefetching); browser code that parses with zod first imports lib/zodWithoutEval (the
 * page's CSP forbids eval); graphql-request (with the GraphQL parser) and crypto-js are reached only
 * through the dynamic import of api/graphqlTransport.ts, after hydration (api/transportLoader.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

const CLIENT_DIRS = ['components', 'pages', 'store', 'api', 'lib'];

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full === path.join('pages', 'api')) continue;
      out.push(...sources(full));
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/generated\.ts$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

const files = CLIENT_DIRS.flatMap((dir) => sources(dir)).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));

describe('browser code imports', () => {
  it('links use AppLink, never next/link directly', () => {
    const direct = files.filter(
      ({ file, text }) => file !== path.join('components', 'ui', 'AppLink.tsx') && /from 'next\/link'/.test(text)
    );
    expect(direct.map((f) => f.file)).toEqual([]);
  });

  it('a module that parses with zod imports lib/zodWithoutEval before zod', () => {
    const unguarded = files.filter(({ file, text }) => {
      if (file === path.join('lib', 'zodWithoutEval.ts')) return false;
      const zodAt = text.search(/^import \{[^}]*\bz\b[^}]*\} from 'zod';/m);
      if (zodAt === -1) return false;
      const guardAt = text.indexOf("import '@/lib/zodWithoutEval';");
      return guardAt === -1 || guardAt > zodAt;
    });
    expect(unguarded.map((f) => f.file)).toEqual([]);
  });

  it('graphql, graphql-request and crypto-js are imported only by api/graphqlTransport.ts', () => {
    const heavy = files.filter(({ text }) => /from '(graphql(-request)?|crypto-js(\/[\w-]+)?)'/.test(text));
    expect(heavy.map((f) => f.file)).toEqual([path.join('api', 'graphqlTransport.ts')]);
  });

  it('api/graphqlTransport.ts is only ever imported dynamically (never start-up JavaScript)', () => {
    const statically = files.filter(({ text }) => /from '(\.\/|@\/api\/)graphqlTransport'/.test(text));
    expect(statically.map((f) => f.file)).toEqual([]);
    const dynamically = files.filter(({ text }) =>
      /(?<!typeof )import\('(\.\/|@\/api\/)graphqlTransport'\)/.test(text)
    );
    expect(dynamically.map((f) => f.file)).toEqual([path.join('api', 'transportLoader.ts')]);
  });
});
