import { expect, test } from '@playwright/test';
import { anotherMember, createSignedInMember } from './support/members';
import { agreeAndPay, approveInSandbox, itemDetail, requiredOption, toPaymentPage } from './support/checkout';
import { linkBusiness } from './support/seller';
import { latestMail, mailLink } from './support/mail';
import { fillBusinessForm, onlyWhereTheGrantOpensTheDatabase, operatorAtDesk } from './support/operator';
import { photo } from './support/photos';
import { answerSubscribeWith, devicePush, receivedPushes } from './support/push';
import { expectAccessible } from './support/axe';

const shot = (name: string) => ({ path: `test-results/shots/store-journey-${name}.png`, fullPage: true });

/**
 * Issue 30 end to end, on phones (docs/product.md §4 Listings, §3 Notifications, Messages): the
 * operator registers a new business; its seller subscribes a phone to push and lists a rental of a
 * catalogue model with photos and a size; a customer finds it in search and on the model's price
 * comparison, asks a question and sees the answer arrive live, then books it; the seller's phone gets
 * the web push (through the run's push service, decrypted with the phone's key) and the e-mail,
 * and the seller accepts from the console.
 *
 * PostgreSQL only: the operator's grant opens the server's database (support/operator.ts).
 */
test('a new store lists a rental, answers a question live, and hears of the booking by push and e-mail', async ({
  page,
  browser,
}, testInfo) => {
  onlyWhereTheGrantOpensTheDatabase(testInfo);
  test.setTimeout(300_000);
  const word = `라이드${Date.now().toString(36).slice(-5)}`;
  const businessName = `${word} 평창점`;
  const title = `${word} 폴딩 자전거 하루 렌탈`;

  // The operator registers the business.
  const operator = await operatorAtDesk(browser, testInfo);
  await operator.page.getByRole('link', { name: '매장', exact: true }).click();
  const form = await fillBusinessForm(operator.page, businessName);
  await form.getByRole('button', { name: '매장 등록' }).click();
  await expect(operator.page.getByRole('heading', { name: businessName })).toBeVisible();
  await operator.page.context().close();

  // Its seller's phone: linked to the new business, subscribed to push, quiet hours off (a test must
  // not depend on the hour it runs at).
  const seller = await anotherMember(browser, testInfo);
  const device = devicePush();
  await answerSubscribeWith(seller.context, device);
  await linkBusiness(seller.page, businessName);
  await seller.page.goto('/user/configuration');
  await expect(seller.page.getByRole('group', { name: '매장 주문 관리' })).toBeVisible();
  await seller.page.getByRole('switch', { name: '방해 금지 시간 (21:00~08:00)' }).click();
  await expect(seller.page.getByRole('switch', { name: '방해 금지 시간 (21:00~08:00)' })).toHaveAttribute(
    'aria-checked',
    'false'
  );
  await seller.page.getByRole('switch', { name: '이 기기에서 푸시 알림 받기' }).click();
  await expect(seller.page.getByText('이 기기에서 푸시 알림을 받아요.')).toBeVisible();

  // The shelf starts empty; the seller lists a rental of a catalogue model.
  await seller.page.goto('/seller/items/new');
  await seller.page.getByLabel('모델 찾기').fill('C Line Utility');
  await seller.page.getByRole('list', { name: '찾은 모델' }).getByRole('button').first().click();
  await expect(seller.page.getByRole('button', { name: '다시 고르기' })).toBeVisible();
  await seller.page.getByLabel('상품 이름').fill(title);
  await seller.page.getByLabel('설명 (선택)').fill('접어서 차에 싣기 좋은 폴딩 자전거예요. 헬멧을 함께 드려요.');
  await seller.page.getByLabel('상품 사진 추가').setInputFiles(await photo('front.jpg', '#1b64da'));
  await expect(seller.page.getByRole('button', { name: '사진 1 삭제' })).toBeVisible({ timeout: 20_000 });
  await seller.page.getByLabel('상품 사진 추가').setInputFiles(await photo('side.jpg', '#0f9d58'));
  await expect(seller.page.getByRole('button', { name: '사진 2 삭제' })).toBeVisible({ timeout: 20_000 });
  await seller.page.getByRole('button', { name: '+ 필수 옵션 추가' }).click();
  await seller.page.getByLabel('필수 옵션 1 이름').fill('M (165~180cm)');
  await seller.page.getByRole('list', { name: '필수 옵션' }).getByLabel('재고 (개)').fill('2');
  // Below every seeded offer, so it leads the model's rental comparison.
  await seller.page.getByLabel('하루 가격 (원)').fill('5000');
  await seller.page.getByRole('button', { name: '임시저장' }).click();
  await expect(seller.page).toHaveURL(/\/seller\/items\/\d+\/listing$/, { timeout: 20_000 });
  const itemId = Number(/\/seller\/items\/(\d+)\/listing/.exec(seller.page.url())![1]);
  await seller.page.getByRole('button', { name: '게시하기' }).click();
  await expect(seller.page.getByText('상태: 판매 중')).toBeVisible();
  await seller.page.screenshot(shot('listed'));

  // A customer finds it in search, and on the model's page among the rentals.
  await createSignedInMember(page, testInfo);
  await page.goto(`/search?keyword=${encodeURIComponent(word)}&dealType=RENTAL`);
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/services/${itemId}`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('region', { name: '모델 정보' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/models\/\d+/);
  await page.getByRole('tab', { name: /렌탈/ }).click();
  const rentals = page.getByRole('tabpanel', { name: /렌탈/ });
  await expect(rentals.getByTestId('price-row').first()).toHaveAttribute('href', `/services/${itemId}`);
  await page.screenshot(shot('model'));

  // The customer asks; the seller answers from the console; the open thread shows it live.
  await page.goto(`/services/${itemId}`);
  await page.getByRole('button', { name: '문의하기' }).click();
  await expect(page).toHaveURL(/\/user\/messages\/\d+$/);
  await page.getByRole('textbox', { name: '메시지' }).fill('헬멧은 어린이용도 있나요?');
  await page.getByRole('button', { name: '보내기' }).click();
  const thread = page.getByRole('list', { name: '메시지' });
  await expect(thread.getByText('헬멧은 어린이용도 있나요?')).toBeVisible();

  await seller.page.goto('/seller/messages');
  await seller.page.getByRole('listitem').filter({ hasText: '헬멧은 어린이용도 있나요?' }).getByRole('link').click();
  await seller.page.getByRole('textbox', { name: '메시지' }).fill('네, 어린이용 S 사이즈도 준비돼 있어요.');
  await seller.page.getByRole('button', { name: '보내기' }).click();
  await expect(thread.getByText('네, 어린이용 S 사이즈도 준비돼 있어요.')).toBeVisible({ timeout: 5_000 });
  await page.screenshot(shot('answered'));

  // The customer books two days and pays in the sandbox: 예약 요청 to the business.
  const detail = await itemDetail(page.request, itemId);
  const option = requiredOption(detail);
  expect(option?.name).toBe('M (165~180cm)');
  const amount = await toPaymentPage(page, detail, option!, { skipDays: 3 });
  await agreeAndPay(page, amount);
  const orderId = await approveInSandbox(page);

  // The seller's phone got the push: signed with the site's VAPID key, readable only with its own key.
  await expect
    .poll(async () => (await receivedPushes(seller.page.request, device)).map((push) => push.url), { timeout: 15_000 })
    .toContain(`/seller/reservations/${orderId}`);
  const push = (await receivedPushes(seller.page.request, device)).find(
    (p) => p.url === `/seller/reservations/${orderId}`
  )!;
  expect(push).toMatchObject({ title: '새 예약 요청', vapid: true });
  expect(push.body).toContain(title);
  // And the e-mail, with the link to the reservation.
  const mail = await latestMail(seller.page.request, seller.member.email, '새 예약 요청');
  expect(mail.text).toContain(title);
  const link = mailLink(mail, `/seller/reservations/${orderId}`);

  // The mail's link opens the reservation; the seller accepts it among the requests.
  expect((await seller.page.goto(new URL(link).pathname))?.status()).toBe(200);
  await expect(seller.page.getByText(title).first()).toBeVisible();
  await seller.page.goto('/seller/requests');
  const request = seller.page
    .getByRole('listitem')
    .filter({ has: seller.page.locator(`a[href="/seller/reservations/${orderId}"]`) });
  await request.getByRole('button', { name: '수락' }).click();
  await expect(request).toHaveCount(0);
  await expectAccessible(seller.page, 'seller requests after accepting');

  await page.goto(`/user/reservations/${orderId}`);
  await expect(page.getByText('예약 완료').first()).toBeVisible();
  await page.screenshot(shot('accepted'));
});
