/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Server-only packages stay out of the bundler: PGlite loads its WASM and extensions from disk.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2'],
  async rewrites() {
    // Public service paths (SPEC.md §7) are served by thin API routes; Yoga matches the public path.
    return [
      { source: '/capture/v1/graphql', destination: '/api/graphql/capture' },
      { source: '/item/v1/graphql', destination: '/api/graphql/item' },
      { source: '/order/v1/graphql', destination: '/api/graphql/order' },
      { source: '/app/v4/:path*', destination: '/api/v4/:path*' },
      { source: '/sitemap.xml', destination: '/api/v4/sitemap' },
      { source: '/robots.txt', destination: '/api/v4/robots' },
    ];
  },
};

module.exports = nextConfig;
