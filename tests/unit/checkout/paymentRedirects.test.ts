/** @jest-environment node */
import { sandboxReturnPath } from '@/server/ssr/sandboxCheckout';
import { returnPath } from '@/components/checkout/portoneCheckout';
import { cspScopeOf } from '@/server/security/contentSecurityPolicy';

const SITE = 'https://ridemarket.example';

describe('where the sandbox checkout may send the browser back', () => {
  it("follows only this site's /pay/ return routes, as a path or an absolute URL on SITE_URL", () => {
    expect(sandboxReturnPath(`${SITE}/pay/card?paymentId=rm-1`, SITE)).toBe('/pay/card?paymentId=rm-1');
    expect(sandboxReturnPath('/pay/portal?paymentId=rm-1', SITE)).toBe('/pay/portal?paymentId=rm-1');
  });

  it('refuses other hosts, other paths, tricks and itself', () => {
    for (const raw of [
      'https://evil.example/pay/card',
      '//evil.example/pay/card',
      '/\\evil.example/pay/card',
      'javascript:alert(1)',
      '/user/my_page',
      '/pay/sandbox?paymentId=x',
      `${SITE.replace('https', 'http')}/pay/card`,
      '/pay/../user/my_page',
      42,
      undefined,
    ]) {
      expect({ raw, path: sandboxReturnPath(raw, SITE) }).toEqual({ raw, path: null });
    }
  });
});

describe("PortOne's in-place answer becomes the return route", () => {
  it('adds the failure code and message, keeps success plain, and never leaves the site', () => {
    expect(returnPath(`${SITE}/pay/card?paymentId=rm-1`, undefined, SITE)).toBe('/pay/card?paymentId=rm-1');
    expect(returnPath(`${SITE}/pay/card?paymentId=rm-1`, { code: 'FAILURE_TYPE_PG', message: '한도 초과' }, SITE)).toBe(
      '/pay/card?paymentId=rm-1&code=FAILURE_TYPE_PG&message=%ED%95%9C%EB%8F%84+%EC%B4%88%EA%B3%BC'
    );
    expect(returnPath('https://evil.example/pay/card', undefined, SITE)).toBe('/');
  });
});

describe("the payment page's content policy", () => {
  it("admits PortOne's payment window on the payment page only", () => {
    expect(cspScopeOf('/services/12/payment')).toBe('portone');
    expect(cspScopeOf('/services/12')).toBe('site');
    expect(cspScopeOf('/pay/sandbox')).toBe('site');
  });
});
