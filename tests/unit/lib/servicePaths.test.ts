/** @jest-environment node */
import path from 'node:path';
import { SERVICE_PATHS } from '@/lib/servicePaths';

type Rewrite = { source: string; destination: string };

describe('the GraphQL service paths, defined once in lib/servicePaths.ts', () => {
  it('are the public paths of docs/product.md §7', () => {
    expect(SERVICE_PATHS).toEqual({
      capture: '/capture/v1/graphql',
      item: '/item/v1/graphql',
      order: '/order/v1/graphql',
      admin: '/admin/v1/graphql',
    });
  });

  it('are rewritten by next.config.js (which cannot import them) to their own API route', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require(path.resolve(__dirname, '../../../next.config.js')) as { rewrites(): Promise<Rewrite[]> };
    const rewrites = await config.rewrites();
    for (const [service, publicPath] of Object.entries(SERVICE_PATHS)) {
      expect(rewrites).toContainEqual({ source: publicPath, destination: `/api/graphql/${service}` });
    }
  });
});
