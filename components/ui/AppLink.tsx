import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * next/link without viewport prefetching, the app's one link. Next prefetches the JavaScript of every
 * route whose link scrolls into view; on the home page that downloaded about 90 KiB of other pages'
 * code before the first tap (issue 19), over mobile data. With prefetch off, Next still starts
 * loading a route when the finger touches its link (touchstart), so the tap itself stays quick.
 * A link that is almost always followed may still pass `prefetch` explicitly.
 */
export default function AppLink({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
