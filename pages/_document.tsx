import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { cspScopeOf } from '@/server/security/contentSecurityPolicy';

/**
 * `nonce` is this response's CSP nonce: Next.js reads it from the request's policy, which proxy.ts
 * set. Head and NextScript put it on Next's own inline bootstrap and chunk scripts. (The 404 and 500
 * pages, prerendered without a request, have none: the policy admits their scripts by hash, see
 * server/security/prerenderedScripts.ts.)
 *
 * data-csp-scope tells the browser code which third parties this document's policy admits: the
 * policy belongs to the document, so a map reached by client-side navigation must reload to get the
 * map's policy (components/nearbyMap/naverMapPolicy.ts).
 */
export default function Document({ nonce, __NEXT_DATA__ }: DocumentProps) {
  return (
    <Html lang="ko" data-csp-scope={cspScopeOf(__NEXT_DATA__.page)}>
      <Head nonce={nonce}>
        <meta name="theme-color" content="#ffffff" />
        {/* Add to home screen: the Korean name, icons and standalone display (docs/architecture.md §10 Notifications). */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <meta name="format-detection" content="telephone=no" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      <body>
        <Main />
        <NextScript nonce={nonce} />
      </body>
    </Html>
  );
}
