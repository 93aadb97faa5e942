/** A seller's side in browser journeys: linking an account to a business (demo tool) and the bz_ operations. */
import { expect, type Page } from '@playwright/test';

/** Links the signed-in account to the business named `shop` through the developer tool (/dev/seller, demo mode). */
export async function linkBusiness(page: Page, shop: string): Promise<void> {
  await page.goto('/dev/seller');
  await expect(page.getByRole('heading', { level: 1, name: '판매자 도구 (개발용)' })).toBeVisible();
  await page.getByPlaceholder('매장 이름 (예: 반포)').fill(shop);
  await page.getByRole('button', { name: '매장 찾기' }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: shop })
    .first()
    .getByRole('button', { name: '이 매장에 연결' })
    .click();
  await expect(page.getByText(`${shop}에 판매자로 연결돼 있어요.`)).toBeVisible();
}

type SellerOrder = { id: number; state: string; stateLabel: string; actions: string[] };

const ACTION = `mutation bz_sellerOrderAction($orderId: Int!, $action: SellerOrderAction!, $reason: String, $carrier: String, $invoiceNumber: String) {
  sellerOrderAction(orderId: $orderId, action: $action, reason: $reason, carrier: $carrier, invoiceNumber: $invoiceNumber) { id state stateLabel actions } }`;

/**
 * One bz_ operation sent by the seller's browser, as the seller console will send it (same origin,
 * the session cookie, a JSON body). Answers the order as the business sees it after, or the error code.
 */
export async function sellerAction(
  page: Page,
  orderId: number,
  action: string,
  extra: Record<string, string> = {}
): Promise<{ order: SellerOrder | null; code: string | null }> {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/order/v1/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables, operationName: 'bz_sellerOrderAction' }),
      });
      const body = (await response.json()) as {
        data?: { sellerOrderAction: SellerOrder } | null;
        errors?: { extensions?: { code?: string } }[];
      };
      return { order: body.data?.sellerOrderAction ?? null, code: body.errors?.[0]?.extensions?.code ?? null };
    },
    { query: ACTION, variables: { orderId, action, ...extra } }
  );
}
