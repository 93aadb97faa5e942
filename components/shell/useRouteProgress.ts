import { useEffect } from 'react';
import Router from 'next/router';
import NProgress from 'nprogress';

/** The progress bar on route changes (docs/product.md §1), in the brand colour (styles/globals.css). */
export function useRouteProgress(): void {
  useEffect(() => {
    // nprogress's own template marks the bar role="bar", which is no ARIA role (axe `aria-roles`,
    // critical): the bar is decoration (the page itself says when it has loaded), so it is hidden.
    NProgress.configure({
      showSpinner: false,
      trickleSpeed: 120,
      minimum: 0.15,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: '.bar',
    });
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) NProgress.start();
    };
    const done = () => NProgress.done();
    Router.events.on('routeChangeStart', start);
    Router.events.on('routeChangeComplete', done);
    Router.events.on('routeChangeError', done);
    return () => {
      Router.events.off('routeChangeStart', start);
      Router.events.off('routeChangeComplete', done);
      Router.events.off('routeChangeError', done);
    };
  }, []);
}
