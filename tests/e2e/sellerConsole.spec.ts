import { expect, test, type Locator } from '@playwright/test';
import { createSignedInMember, secondPhone } from './support/members';
import { agreeAndPay, approveInSandbox, pickupRental, toPaymentPage } from './support/checkout';
import { linkBusiness } from './support/seller';
import { expectAccessible } from './support/axe';
import { addPhoto, photo } from './support/photos';

const shot = (name: string, fullPage = true) => ({ path: `test-results/seller-${name}.png`, fullPage });

/**
 * Every picture in `scope` has loaded (a private photo the viewer may not see would not). The
 * thumbnails load lazily, so each is brought into view first.
 */
async function expectPicturesLoaded(scope: Locator) {
  await scope.scrollIntoViewIfNeeded();
  await expect
    .poll(
      () =>
        scope.locator('img').evaluateAll((imgs) => {
          imgs.forEach((img) => img.scrollIntoView({ block: 'center' }));
          return (
            imgs.length > 0 &&
            imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)
          );
        }),
      { timeout: 15_000 }
    )
    .toBe(true);
}

/**
 * Issue 17 end to end on two phones: the operator's invite (issued here by the demo tool, as
 * `npm run seller:invite` would) makes a member the seller of the business a customer just booked;
 * the seller accepts the request in the console, hands the bike over and takes it back with photos;
 * the customer sees both records, writes a review with a photo, the seller replies, and the customer
 * reads the reply under the review on the item page.
 */
test('a business run from a phone: invite → join → accept → hand over and return with photos → review with a photo → reply', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  // The customer books a rental for pick-up and pays in the sandbox (예약 대기).
  await createSignedInMember(page, testInfo);
  const { detail, option } = await pickupRental(page.request, { fromEnd: true });
  const amount = await toPaymentPage(page, detail, option, { skipDays: 28 });
  await agreeAndPay(page, amount);
  const orderId = await approveInSandbox(page);
  const businessName = detail.business.name;

  // A member who sells nothing has no console.
  const seller = await secondPhone(browser, testInfo);
  expect((await seller.goto('/seller'))?.status()).toBe(404);

  // The invite code, then /seller/join: the member becomes the business's seller and lands on 오늘.
  await seller.goto('/dev/seller');
  await seller.getByPlaceholder('매장 이름 (예: 반포)').fill(businessName);
  await seller.getByRole('button', { name: '매장 찾기' }).click();
  await seller.getByRole('button', { name: `${businessName} 초대 코드 발급` }).click();
  const code = (await seller.getByLabel('초대 코드', { exact: true }).textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
  await seller.goto('/seller/join');
  await seller.getByLabel('판매자 초대 코드').fill(code.toLowerCase().replaceAll('-', ' '));
  await seller.getByRole('button', { name: '판매자로 등록하기' }).click();
  await expect(seller).toHaveURL(/\/seller$/);
  await expect(seller.getByText(businessName).first()).toBeVisible();
  await seller.screenshot(shot('today'));
  await expectAccessible(seller, 'seller today');

  // 예약 요청: the customer's request, accepted.
  await seller.getByRole('navigation', { name: '판매자 메뉴' }).getByRole('link', { name: '예약 요청' }).click();
  await expect(seller).toHaveURL(/\/seller\/requests$/);
  const request = seller
    .getByRole('listitem')
    .filter({ has: seller.locator(`a[href="/seller/reservations/${orderId}"]`) });
  await expect(request).toBeVisible();
  await seller.screenshot(shot('requests'));
  await expectAccessible(seller, 'seller requests');
  await request.getByRole('button', { name: '수락' }).click();
  await expect(request).toHaveCount(0);

  // ★ Hand-over with a photo and a note, then the return with a photo: 이용 완료.
  await seller.goto(`/seller/reservations/${orderId}`);
  const handOver = seller.getByRole('form', { name: '인수인계 기록' });
  await addPhoto(handOver, '장비 사진', await photo('handover.jpg', '#2f6fd6'));
  await handOver.getByLabel('메모', { exact: true }).fill('프레임·바퀴 이상 없음, 헬멧 M 사이즈 함께 전달');
  await handOver.getByRole('button', { name: '인수인계 기록 남기기' }).click();
  await expect(seller.getByText('인수인계 기록을 남겼어요. 고객도 볼 수 있어요.')).toBeVisible();
  const giveBack = seller.getByRole('form', { name: '반납 확인' });
  await addPhoto(giveBack, '장비 사진', await photo('return.jpg', '#1f9d55'));
  await giveBack.getByLabel('메모', { exact: true }).fill('반납 완료, 세척 후 보관');
  await giveBack.getByLabel('파손 메모 (선택)').fill('뒷 펜더에 작은 긁힘');
  await giveBack.getByRole('button', { name: '반납 확인하고 이용 완료' }).click();
  await expect(seller.getByText('반납을 확인했어요. 이용 완료로 바뀌었어요.')).toBeVisible();
  await seller.screenshot(shot('reservation'));
  await expectAccessible(seller, 'seller reservation');

  // The customer sees both records with their photos (private photos, served to the customer).
  await page.goto(`/user/reservations/${orderId}`);
  const records = page.getByRole('region', { name: '인수·반납 기록' });
  await expect(records).toContainText('프레임·바퀴 이상 없음');
  await expect(records).toContainText('반납 완료, 세척 후 보관');
  await expect(records).toContainText('뒷 펜더에 작은 긁힘');
  await expectPicturesLoaded(records);

  // 리뷰 쓰기 with a photo: the review is saved and the photo points are earned.
  await page.getByRole('link', { name: '리뷰 쓰기' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/write_review/${orderId}$`));
  await page.locator('label').filter({ hasText: '5점' }).click();
  const text = '픽업 시간 맞춰 바로 받았고 자전거 상태가 정말 좋았어요. 헬멧까지 챙겨 주셔서 편했습니다.';
  await page.getByLabel('리뷰 내용').fill(text);
  await addPhoto(page, '사진', await photo('review.jpg', '#d6442f'));
  await page.screenshot(shot('write-review'));
  await expectAccessible(page, 'review write');
  await page.getByRole('button', { name: '리뷰 등록' }).click();
  await expect(page.getByText(/리뷰를 등록했어요 · 사진 리뷰 [\d,]+P 적립/)).toBeVisible();

  // The seller answers in the console's 리뷰.
  await seller.goto('/seller/reviews');
  const review = seller.getByRole('listitem').filter({ hasText: text });
  await expect(review).toBeVisible();
  const reply = '찾아 주셔서 감사합니다! 다음 라이딩도 안전하게 준비해 둘게요.';
  await review.getByLabel('답글 쓰기').fill(reply);
  await review.getByRole('button', { name: '등록' }).click();
  await expect(review.getByRole('group', { name: '사장님 답글' })).toContainText(reply);
  await seller.screenshot(shot('reviews', false));
  await expectAccessible(seller, 'seller reviews');

  // The customer reads it under their review on the item page, with the rental mark and the photo.
  await page.goto(`/services/${detail.item.id}`);
  const mine = page.getByRole('listitem').filter({ hasText: text });
  await expect(mine.getByRole('group', { name: '사장님 답글' })).toContainText(reply);
  await expect(mine).toContainText('대여 인증');
  await expectPicturesLoaded(mine);
  await mine.screenshot({ path: 'test-results/seller-item-review-reply.png' });
});

/** A day `days` from now as YYYY-MM-DD (far enough ahead that the Seoul and UTC dates agree on validity). */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The console's shelf and business page on a phone: a rental item gets a maintenance block, and the
 * business's notice, saved in 매장 정보, is what shoppers read on the business page.
 */
test("the console's items and business profile: a maintenance block on a rental, and the business notice shoppers read", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await createSignedInMember(page, testInfo);
  const { detail } = await pickupRental(page.request);
  await linkBusiness(page, detail.business.name);

  await page.goto('/seller/orders');
  await expect(
    page.getByRole('navigation', { name: '판매자 메뉴' }).getByRole('link', { name: '주문' })
  ).toHaveAttribute('aria-current', 'page');
  await page.screenshot(shot('orders', false));
  await expectAccessible(page, 'seller orders');
  await page.goto('/seller/items');
  await expect(page.getByRole('list', { name: '내 매장 상품' })).toBeVisible();
  await page.screenshot(shot('items', false));
  await expectAccessible(page, 'seller items');
  await page.goto(`/seller/items/${detail.item.id}`);
  const maintenance = page.getByRole('region', { name: '정비 일정' });
  const [start, end] = [daysAhead(75), daysAhead(76)];
  await maintenance.getByLabel('시작일').fill(start);
  await maintenance.getByLabel('종료일 (포함)').fill(end);
  await maintenance.getByLabel('메모 (선택)').fill('체인·브레이크 정기 점검');
  await maintenance.getByRole('button', { name: '정비 일정 추가' }).click();
  await expect(maintenance.getByRole('list', { name: '정비 일정' })).toContainText('체인·브레이크 정기 점검');
  await page.screenshot(shot('item-edit'));
  await expectAccessible(page, 'seller item edit');

  await page.getByRole('navigation', { name: '판매자 메뉴' }).getByRole('link', { name: '매장 정보' }).click();
  await expect(page).toHaveURL(/\/seller\/store$/);
  const notice = `이번 주말은 한강 라이딩 행사로 오전 8시에 문을 열어요 (${Date.now() % 10_000})`;
  await page.getByLabel('매장 공지').fill(notice);
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('매장 정보를 저장했어요')).toBeVisible();
  await page.screenshot(shot('business'));
  await expectAccessible(page, 'seller business');
  await page.goto(`/nearby_store/${detail.business.id}`);
  await expect(page.getByText(notice)).toBeVisible();
});
