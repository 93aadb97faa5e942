/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Parallel work on one checkout (several builds at once) each uses its own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` (scripts/test-all.sh) type-checks the whole tree with tsc first and builds only when that
  // passed; it sets NEXT_BUILD_TYPES_CHECKED=1 so that the build does not check the same types again.
  // Any other build (npm run build, npm run up) still checks them.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPES_CHECKED === '1' },
  // Turbopack keeps a build cache in the output folder for the next build; a fresh clone (CI,
  // scripts/test-all.sh sets NEXT_BUILD_CACHE=off) never reads it, and writing it took ~1 min.
  experimental: { turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off' },
  // Server-rendered pages are private, no-store: an ETag could never be revalidated, so don't hash every page.
  generateEtags: false,
  // The only value the browser bundle needs (which API base to call). Never put a secret here.
  env: { NEXT_PUBLIC_APP_ENV: process.env.APP_ENV ?? 'local' },
  // Constant headers only: these are frozen into the build. The Content-Security-Policy (a nonce per
  // response) and HSTS (when SITE_URL is https, a deployment setting) are set per request by proxy.ts.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(self)' },
        ],
      },
      // The brand font's name carries no hash: a week, not a year, so a new logo reaches phones.
      { source: '/fonts/:file', headers: [{ key: 'Cache-Control', value: 'public, max-age=604800' }] },
      // The icon sprite's URL carries its hash (?v=, components/ui/iconNames.ts): new icons, new URL.
      {
        source: '/icons/sprite.svg',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      // The service worker is checked for a new version on every visit (docs/architecture.md §10 Notifications).
      { source: '/push-sw.js', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    ];
  },
  // Server-only packages stay out of the bundler: PGlite loads its WASM and extensions from disk; resvg is a native addon.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'ioredis',
    'rate-limiter-flexible',
    '@node-rs/argon2',
    '@resvg/resvg-js',
  ],
  async rewrites() {
    // Public service paths (docs/product.md §7) are served by thin API routes; Yoga matches the public path.
    return [
      { source: '/capture/v1/graphql', destination: '/api/graphql/capture' },
      { source: '/item/v1/graphql', destination: '/api/graphql/item' },
      { source: '/order/v1/graphql', destination: '/api/graphql/order' },
      { source: '/admin/v1/graphql', destination: '/api/graphql/admin' },
      { source: '/app/v4/:path*', destination: '/api/v4/:path*' },
      { source: '/sitemap.xml', destination: '/api/v4/sitemap' },
      { source: '/robots.txt', destination: '/api/v4/robots' },
      { source: '/sitemaps/:file', destination: '/api/v4/sitemaps/:file' },
      { source: '/ep/naver.tsv', destination: '/api/v4/naver-ep' },
      // Readiness for load balancers and orchestrators (server/lifecycle/readiness.ts); /healthz is liveness.
      { source: '/readyz', destination: '/api/readyz' },
    ];
  },
};

module.exports = nextConfig;
