import { expect, test } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/rows';
import { anotherMember, createSignedInMember } from './support/members';
import { pickupRental } from './support/checkout';
import { expectAccessible } from './support/axe';
import {
  enrolSecondFactor,
  grantOperator,
  onlyWhereTheGrantOpensTheDatabase,
  onServerDatabase,
} from './support/operator';

const shot = (name: string) => ({ path: `test-results/shots/message-reports-${name}.png`, fullPage: true });

/**
 * docs/product.md §10 Message reports, on two phones: a customer reports the business's message in
 * their thread, an operator hides it from the desk, and the thread then shows the hidden notice.
 */
test('a member reports a message, an operator hides it, the thread shows it as hidden', async ({
  page,
  browser,
}, testInfo) => {
  onlyWhereTheGrantOpensTheDatabase(testInfo);
  test.setTimeout(180_000);
  await createSignedInMember(page, testInfo);
  const { detail } = await pickupRental(page.request, { fromEnd: true });
  await page.goto(`/services/${detail.item.id}`);
  await page.getByRole('button', { name: '문의하기' }).click();
  await expect(page).toHaveURL(/\/user\/messages\/\d+$/);
  const threadPath = new URL(page.url()).pathname;
  const threadId = Number(threadPath.split('/').at(-1));
  await page.getByRole('textbox', { name: '메시지' }).fill('헬멧도 같이 빌릴 수 있나요?');
  await page.getByRole('button', { name: '보내기' }).click();
  // The thread shows a message once the server has answered with it: only then is the question
  // stored before the answer written below (without this wait the answer could come first).
  await expect(
    page.getByRole('list', { name: '메시지' }).getByRole('listitem').filter({ hasText: '헬멧도 같이 빌릴 수 있나요?' })
  ).toBeVisible();

  // The business's answer, written as its seller would have (the seller's console is messages.spec.ts's).
  const tag = String(Date.now() % 1_000_000);
  const rude = `<i>그런 건</i> 알아서 하세요 ${tag}`;
  const messageId = await onServerDatabase(async (db) => {
    const [seller] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO users (nickname, phone_verified_at) VALUES (${`판매자${tag}`}, now()) RETURNING id`
    );
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO messages (thread_id, sender_id, side, body) VALUES (${threadId}, ${seller.id}, 'BUSINESS', ${rude}) RETURNING id`
    );
    await db.execute(
      sql`UPDATE message_threads SET last_message_id = ${row.id}, last_message_at = now() WHERE id = ${threadId}`
    );
    return Number(row.id);
  });

  await page.reload();
  const messages = page.getByRole('list', { name: '메시지' });
  const answer = messages.getByRole('listitem').filter({ hasText: rude });
  await answer.getByRole('button', { name: '신고' }).click();
  await answer.getByRole('button', { name: '욕설·비방이 있어요' }).click();
  await expect(page.getByText('신고했어요. 운영팀이 확인할게요.')).toBeVisible();

  // The operator, on a phone too.
  const operator = await anotherMember(browser, testInfo);
  await grantOperator(operator.member.email);
  await enrolSecondFactor(operator.page);
  const desk = operator.page;
  await expect(desk.getByRole('link', { name: /메시지 신고/ }).first()).toBeVisible();
  await desk.getByTestId('message-reports-open').click();
  await expect(desk.getByRole('heading', { name: '메시지 신고', level: 1 })).toBeVisible();
  const card = desk.getByTestId(`message-report-${messageId}`);
  // The message as text, markup and all, with the question before it and who reported why.
  await expect(card).toContainText(rude);
  await expect(card).toContainText('헬멧도 같이 빌릴 수 있나요?');
  await expect(card).toContainText('욕설·비방이 있어요');
  await expect(card.getByRole('button', { name: '숨김' })).toBeDisabled();
  await card.getByLabel('처리 사유').fill('고객에게 무례한 답변');
  await expectAccessible(desk, 'admin message reports');
  await desk.screenshot(shot('desk-390'));
  await card.getByRole('button', { name: '숨김' }).click();
  await expect(desk.getByRole('status')).toContainText('메시지를 숨겼어요.');
  await expect(card).toHaveCount(0);

  // The customer's thread: the notice in its place, and in the thread list's preview.
  await page.reload();
  await expect(messages.getByText('운영정책에 따라 가려진 메시지예요.')).toBeVisible();
  await expect(messages.getByText(rude)).toHaveCount(0);
  await page.screenshot(shot('thread-hidden-390'));
  await page.goto('/user/messages');
  await expect(page.getByText('운영정책에 따라 가려진 메시지예요.').first()).toBeVisible();
});
