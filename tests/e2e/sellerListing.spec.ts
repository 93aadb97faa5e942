import { expect, test, type Page } from '@playwright/test';
import { createSignedInMember, secondPhone } from './support/members';
import { linkBusiness } from './support/seller';
import { expectAccessible } from './support/axe';
import { photo } from './support/photos';
import { freeDaysInARow } from './support/checkout';

const shot = (name: string) => ({ path: `test-results/seller-listing-${name}.png`, fullPage: true });

/**
 * Drags photo `from`'s thumbnail with a finger (raw touch events, as a phone sends them) to the top
 * half of photo `onto`, checks the drop line shows in that gap while the finger is down, lifts it,
 * and checks the dragged photo now stands at `onto`.
 */
async function dragPhotoByTouch(page: Page, from: number, onto: number) {
  const order = page.getByRole('list', { name: '사진 순서' });
  const dragged = await order.getByRole('img', { name: `사진 ${from}` }).getAttribute('src');
  const start = (await order.getByTestId(`photo-handle-${from}`).boundingBox())!;
  const target = (await order
    .getByRole('listitem')
    .nth(onto - 1)
    .boundingBox())!;
  const x = start.x + start.width / 2;
  const fromY = start.y + start.height / 2;
  const toY = target.y + target.height / 4;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: fromY }] });
  for (let step = 1; step <= 8; step += 1) {
    const y = fromY + ((toY - fromY) * step) / 8;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await expect(order.getByRole('listitem').nth(onto - 1)).toHaveAttribute('data-drop', 'before');
  await page.screenshot(shot('photo-drag'));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(order.getByRole('img', { name: `사진 ${onto}` })).toHaveAttribute('src', dragged!);
  await expect(order.locator('[data-drop]')).toHaveCount(0);
  await cdp.detach();
}

/**
 * Issue 30 §1 on a phone (docs/product.md §4 Listings): a business lists a rental of its own — no
 * catalogue model, two photos put in order, a required size — saves it as a draft, publishes it, and
 * a customer on another phone finds it in search and opens its page with the size to choose.
 */
test('a seller lists a rental with two photos and a size, publishes it, and a customer finds it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const word = `카빙${Date.now().toString(36).slice(-5)}`;
  const title = `${word} 스키 하루 렌탈`;
  await createSignedInMember(page, testInfo);
  await linkBusiness(page, '광교 라이드샵');

  await page.goto('/seller/items');
  await page.getByRole('link', { name: '새 상품 등록' }).click();
  await expect(page).toHaveURL(/\/seller\/items\/new$/);
  await expect(page.getByRole('radio', { name: '렌탈' })).toBeChecked();

  // Saving an empty form says what is missing, beside the fields, and sends nothing.
  await page.getByRole('button', { name: '임시저장' }).click();
  await expect(page.getByText(/고칠 곳이 \d+군데 있어요/)).toBeVisible();
  await expect(page.getByText('상품 이름을 2자 이상 입력해 주세요.')).toBeVisible();

  await page.getByLabel('찾는 모델이 없어요 (모델 없음)').check();
  await page.getByLabel('브랜드').fill('카빙랩');
  await page.getByLabel('모델 이름').fill('프로 X');
  await page.getByLabel('상품 종류').selectOption({ index: 1 });
  await page.getByLabel('상품 이름').fill(title);
  await page.getByLabel('설명 (선택)').fill('왁싱을 마친 카빙 스키예요.\n\n바인딩은 매장에서 맞춰 드려요.');

  await page.getByLabel('상품 사진 추가').setInputFiles(await photo('first.jpg', '#1b64da'));
  await expect(page.getByRole('button', { name: '사진 1 삭제' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('상품 사진 추가').setInputFiles(await photo('second.jpg', '#d03030'));
  await expect(page.getByRole('button', { name: '사진 2 삭제' })).toBeVisible({ timeout: 20_000 });
  // The red one becomes the cover.
  await page.getByRole('button', { name: '사진 2 앞으로' }).click();
  // A third, dragged by a finger from the end to the top: it becomes the cover.
  await page.getByLabel('상품 사진 추가').setInputFiles(await photo('third.jpg', '#20a060'));
  await expect(page.getByRole('button', { name: '사진 3 삭제' })).toBeVisible({ timeout: 20_000 });
  await dragPhotoByTouch(page, 3, 1);
  await expect(page.getByRole('list', { name: '사진 순서' }).getByText('대표 사진')).toBeVisible();

  await page.getByRole('button', { name: '+ 필수 옵션 추가' }).click();
  await page.getByLabel('필수 옵션 1 이름').fill('160cm');
  await page.getByRole('list', { name: '필수 옵션' }).getByLabel('재고 (개)').fill('2');
  await page.getByLabel('하루 가격 (원)').fill('30000');
  await page.getByLabel('보증금 (원)').fill('100000');
  // 장기 대여 할인: a 7-day percent below the 3-day one is refused beside its field.
  await page.getByLabel('3일 이상 할인 (%)').fill('20');
  await page.getByLabel('7일 이상 할인 (%)').fill('10');
  await page.getByRole('button', { name: '임시저장' }).click();
  await expect(page.getByText('7일 이상 할인율은 3일 이상 할인율보다 작을 수 없어요.')).toBeVisible();
  await page.getByLabel('3일 이상 할인 (%)').fill('10');
  await page.getByLabel('7일 이상 할인 (%)').fill('15');
  await page.screenshot(shot('form'));
  await expectAccessible(page, 'listing form');

  await page.getByRole('button', { name: '임시저장' }).click();
  // The toast says the draft is saved (a refusal would show its alert here instead), then the page
  // becomes the listing's own: the router fetches that page before it changes the URL.
  await expect(page.getByText('임시저장했어요. 게시하면 손님에게 보여요')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/seller\/items\/\d+\/listing$/, { timeout: 30_000 });
  await expect(page.getByText('상태: 임시저장')).toBeVisible();
  const itemId = Number(/\/seller\/items\/(\d+)\/listing/.exec(page.url())![1]);

  // A draft is the business's alone.
  const customer = await secondPhone(browser, testInfo);
  expect((await customer.goto(`/services/${itemId}`))?.status()).toBe(404);

  await page.getByRole('button', { name: '게시하기' }).click();
  await expect(page.getByText('상태: 판매 중')).toBeVisible();
  await page.screenshot(shot('published'));

  // The item list (searched by name: a seeded shop has pages of items) shows it on sale.
  await page.goto(`/seller/items?keyword=${encodeURIComponent(word)}`);
  await expect(page.getByRole('link', { name: new RegExp(title) })).toContainText('판매 중');
  await expect(page.getByRole('link', { name: new RegExp(title) })).toContainText('3일 이상 10% · 7일 이상 15% 할인');

  // The customer finds it by its name and opens it: the size to choose, the cover first.
  await customer.goto(`/search?keyword=${encodeURIComponent(word)}&dealType=RENTAL`);
  await customer
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(customer).toHaveURL(new RegExp(`/services/${itemId}`));
  await expect(customer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(customer.getByLabel('필수 옵션')).toContainText('160cm');
  await expect(customer.getByText('바인딩은 매장에서 맞춰 드려요.')).toBeVisible();
  await expect(customer.getByTestId('item-long-rental-terms')).toHaveText('3일 이상 10% · 7일 이상 15% 할인');
  await customer.screenshot(shot('item'));
  await expectAccessible(customer, 'listed item');

  // Three days of the 160cm at 30,000원: 90,000원, 10% (9,000원) off, in the calendar and the sticky bar.
  await customer.getByLabel('필수 옵션').selectOption({ label: '160cm' });
  await customer.getByRole('button', { name: /바로 예약|옵션 먼저 선택/ }).click();
  const calendar = customer.getByRole('dialog', { name: '대여 기간 선택' });
  await expect(calendar).toBeVisible();
  const days = await freeDaysInARow(customer, 3, 0);
  await calendar.locator(`button[data-date="${days[0]}"]`).click();
  await calendar.locator(`button[data-date="${days[2]}"]`).click();
  await expect(calendar.getByText('장기 대여 할인 -9,000원')).toBeVisible();
  await customer.screenshot(shot('calendar-discount'));
  await calendar.getByRole('button', { name: '3일 선택 완료' }).click();
  await expect(customer.getByTestId('item-long-rental-discount')).toHaveText('장기 대여 할인 -9,000원');
  await expect(customer.getByTestId('item-total')).toHaveText('81,000원');
  await customer.screenshot(shot('item-discount'));
  await expectAccessible(customer, 'item with a long rental discount');
});
