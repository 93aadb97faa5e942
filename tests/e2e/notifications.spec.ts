import { expect, test } from '@playwright/test';
import { createSignedInMember } from './support/members';
import { expectAccessible } from './support/axe';
import { answerSubscribeWith, devicePush } from './support/push';

const shot = (name: string) => ({ path: `test-results/shots/${name}.png`, fullPage: true });

test('notifications: a member turns channels and quiet hours off on /user/configuration and subscribes this phone to push', async ({
  page,
  context,
}, testInfo) => {
  const device = devicePush();
  await answerSubscribeWith(context, device);

  await createSignedInMember(page, testInfo);
  await page.goto('/user/configuration');
  await expect(page.getByRole('heading', { level: 2, name: '알림 설정' })).toBeVisible();
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(await manifest.json()).toMatchObject({ short_name: '라이드마켓', display: 'standalone', lang: 'ko' });

  // A member who sells nothing is not offered the business's order news.
  await expect(page.getByRole('group', { name: '매장 주문 관리' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: '주문·예약' })).toBeVisible();

  // Every group's channels start on; the member turns the order e-mails off, and it stays off.
  const orderMail = page.getByRole('switch', { name: '주문·예약 이메일' });
  await expect(orderMail).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: '주문·예약 카카오 알림톡' })).toHaveAttribute('aria-checked', 'true');
  await orderMail.click();
  await expect(orderMail).toHaveAttribute('aria-checked', 'false');

  const quiet = page.getByRole('switch', { name: '방해 금지 시간 (21:00~08:00)' });
  await expect(quiet).toHaveAttribute('aria-checked', 'true');
  await quiet.click();
  await expect(quiet).toHaveAttribute('aria-checked', 'false');

  // Push: asked only on the member's tap; then this phone is subscribed.
  const push = page.getByRole('switch', { name: '이 기기에서 푸시 알림 받기' });
  await expect(push).toHaveAttribute('aria-checked', 'false');
  await push.click();
  await expect(page.getByText('이 기기에서 푸시 알림을 받아요.')).toBeVisible();
  await expect(push).toHaveAttribute('aria-checked', 'true');
  const worker = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL ?? null
  );
  expect(worker).toMatch(/\/push-sw\.js$/);
  await page.screenshot(shot('notifications-settings'));

  await page.reload();
  await expect(page.getByRole('switch', { name: '주문·예약 이메일' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: '주문·예약 푸시 알림' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: '방해 금지 시간 (21:00~08:00)' })).toHaveAttribute(
    'aria-checked',
    'false'
  );
  await expect(page.getByRole('switch', { name: '이 기기에서 푸시 알림 받기' })).toHaveAttribute(
    'aria-checked',
    'true'
  );
  // The server holds the subscription: the page's own load counts it.
  await expect(page.getByText('푸시를 받는 기기 1대')).toBeVisible();
  await expectAccessible(page, 'notification settings');

  // Turning this phone off forgets it on the server too.
  await page.getByRole('switch', { name: '이 기기에서 푸시 알림 받기' }).click();
  await expect(page.getByText('이 기기에서 푸시 알림을 껐어요.')).toBeVisible();
  await expect(page.getByRole('switch', { name: '이 기기에서 푸시 알림 받기' })).toHaveAttribute(
    'aria-checked',
    'false'
  );
});
