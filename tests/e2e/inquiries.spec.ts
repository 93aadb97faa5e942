import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { createSignedInMember } from './support/members';
import { agreeAndPay, approveInSandbox, pickupRental, toPaymentPage } from './support/checkout';
import { expectAccessible } from './support/axe';
import { bothWidths, onlyWhereTheGrantOpensTheDatabase, operatorAtDesk } from './support/operator';

const shot = (name: string) => ({ path: `test-results/shots/inquiries-${name}-390.png`, fullPage: true });

/**
 * Issue 30 §2 1:1 문의 on a phone: a member who booked a rental asks the marketplace from 마이 with
 * the order and a photo, an operator finds it on top of /admin/inquiries and answers it (the order
 * links to the console's order screen), and the member sees the answer on the inquiry and the alarm
 * in 알림. PostgreSQL only: the operator's grant opens the database.
 */
test('a member asks with a photo and an order, an operator answers, the member sees the answer and the alarm', async ({
  page,
  browser,
}, testInfo) => {
  onlyWhereTheGrantOpensTheDatabase(testInfo);
  test.setTimeout(240_000);
  await createSignedInMember(page, testInfo);
  const { detail, option } = await pickupRental(page.request, { fromEnd: true });
  const amount = await toPaymentPage(page, detail, option, { skipDays: 23 });
  await agreeAndPay(page, amount);
  const orderId = await approveInSandbox(page);
  const tag = `반납 문의 ${Date.now().toString(36)}`;

  await page.goto('/user/my_page');
  await page.getByRole('link', { name: /1:1 문의/ }).click();
  await expect(page).toHaveURL(/\/user\/inquiries$/);
  await expect(page.getByText('아직 남긴 문의가 없어요.')).toBeVisible();
  await page.getByRole('link', { name: '문의하기' }).click();
  await expect(page).toHaveURL(/\/user\/inquiries\/new$/);

  // Sending without a type or a question names both fields.
  await page.getByRole('button', { name: '문의 남기기' }).click();
  await expect(page.getByText('문의 유형을 골라 주세요.')).toBeVisible();
  await expect(page.getByText('문의 내용을 입력해 주세요.')).toBeVisible();

  await page.getByRole('radio', { name: '렌탈' }).check();
  await page.getByLabel('주문 (선택)').selectOption(String(orderId));
  await page.getByLabel('제목 (선택)').fill(tag);
  await page.getByLabel('문의 내용').fill('반납할 때 헬멧도 같이 가져가야 하나요? 사진의 구성품이 맞는지 봐 주세요.');
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a6' } })
    .jpeg({ quality: 85 })
    .toBuffer();
  await page.getByLabel('사진 추가').setInputFiles({ name: 'parts.jpg', mimeType: 'image/jpeg', buffer });
  await expect(page.getByRole('button', { name: '사진 1 삭제' })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'new inquiry');
  await page.screenshot(shot('new'));
  await page.getByRole('button', { name: '문의 남기기' }).click();

  await expect(page).toHaveURL(/\/user\/inquiries\/\d+$/);
  const inquiryId = Number(/\/user\/inquiries\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { name: tag })).toBeVisible();
  await expect(page.getByText('답변 대기').first()).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`주문 · ${detail.item.name}`) })).toBeVisible();
  await expect(page.getByRole('img', { name: '첨부 사진 1' })).toBeVisible();
  await expectAccessible(page, 'inquiry asked');
  await page.screenshot(shot('asked'));

  // The operator's desk: the inquiry waits in the queue, its order opens the console's order screen.
  const { page: op } = await operatorAtDesk(browser, testInfo);
  await op.getByRole('link', { name: '1:1 문의', exact: true }).click();
  await expect(op.getByRole('heading', { name: '1:1 문의', exact: true })).toBeVisible();
  await expect(op.getByRole('heading', { name: /답변 대기 \d+건/ })).toBeVisible();
  const row = op.getByRole('row').filter({ hasText: tag });
  await expect(row).toContainText('렌탈');
  await expect(row).toContainText(/방금 도착한 문의|답변 대기/);
  await expectAccessible(op, 'admin inquiries');
  await bothWidths(op, 'inquiries-admin-list');
  await row.getByRole('link', { name: tag }).click();
  await expect(op).toHaveURL(new RegExp(`/admin/inquiries/${inquiryId}$`));
  await expect(op.getByRole('link', { name: new RegExp(`주문 · ${detail.item.name}`) })).toHaveAttribute(
    'href',
    `/admin/orders/${orderId}`
  );
  // The member's photo opens for the operator (a private upload, seen with an open operator session).
  const photo = op.getByRole('img', { name: '첨부 사진 1' });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await op.getByLabel(/답변 내용/).fill('헬멧은 대여 구성품이라 함께 반납해 주세요. 사진의 구성품이 모두 맞아요.');
  await expectAccessible(op, 'admin inquiry');
  await bothWidths(op, 'inquiries-admin-detail');
  await op.getByRole('button', { name: '답변 등록' }).click();
  await expect(op.getByText(/답변 · 라이드마켓 고객센터/)).toBeVisible();
  await expect(op.getByText('답변 완료').first()).toBeVisible();

  // The member: the answer on the inquiry, the alarm in 알림.
  await page.reload();
  await expect(page.getByText('답변 · 라이드마켓 고객센터')).toBeVisible();
  await expect(page.getByText('헬멧은 대여 구성품이라 함께 반납해 주세요. 사진의 구성품이 모두 맞아요.')).toBeVisible();
  await expectAccessible(page, 'inquiry answered');
  await page.screenshot(shot('answered'));
  await page.goto('/user/alarm');
  const alarm = page.getByTestId('alarm-row').filter({ hasText: tag });
  await expect(alarm).toContainText('1:1 문의');
  await page.screenshot(shot('alarm'));
  await alarm.click();
  await expect(page).toHaveURL(new RegExp(`/user/inquiries/${inquiryId}$`));

  await page.goto('/user/inquiries?status=ANSWERED');
  await expect(page.getByRole('link', { name: new RegExp(tag) })).toBeVisible();
  await expectAccessible(page, 'inquiries list');
  await page.screenshot(shot('list'));

  // The operator tidies the answered inquiry away: 문의 종료 asks once more, then the member sees 종료.
  await op.getByRole('button', { name: '문의 종료' }).click();
  await op.getByRole('button', { name: '종료할게요' }).click();
  await expect(op.getByText('종료된 문의예요.')).toBeVisible();
  await expectAccessible(op, 'admin inquiry closed');
  await page.goto(`/user/inquiries/${inquiryId}`);
  await expect(page.getByText('종료된 문의예요. 더 궁금한 점은 새 문의로 남겨 주세요.')).toBeVisible();
});
