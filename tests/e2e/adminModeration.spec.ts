import { expect, test, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/rows';
import { createSignedInMember } from './support/members';
import { expectAccessible } from './support/axe';
import {
  enrolSecondFactor,
  grantOperator,
  onlyWhereTheGrantOpensTheDatabase,
  onServerDatabase,
} from './support/operator';

/** docs/product.md §10 Moderation: an operator keeps a reported post hidden, and the public stops seeing it. */

const SHOTS = 'test-results/shots';

/** The operator grant (the command's function) and a member's reported post, on the server's own database. */
async function prepare(operatorEmail: string, tag: string): Promise<{ postId: number; title: string }> {
  await grantOperator(operatorEmail);
  return onServerDatabase(async (db) => {
    const [author] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO users (nickname, phone_verified_at) VALUES (${`작성자${tag}`}, now()) RETURNING id`
    );
    const [reporter] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO users (nickname, phone_verified_at) VALUES (${`신고자${tag}`}, now()) RETURNING id`
    );
    const title = `급처 자전거 ${tag} 선입금만 받아요`;
    const [post] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO community_posts (board_code, user_id, title, content)
        VALUES ('free', ${author.id}, ${title}, ${'<b>계좌로 먼저 보내 주세요</b>\n택배로 보내 드립니다.'}) RETURNING id`
    );
    await db.execute(sql`INSERT INTO community_reports (target_kind, target_id, reporter_id, reason)
      VALUES ('POST', ${post.id}, ${reporter.id}, '사기 의심')`);
    return { postId: Number(post.id), title };
  });
}

test('an operator keeps a reported post hidden, and its public page no longer shows it', async ({
  page,
  browser,
}, testInfo) => {
  onlyWhereTheGrantOpensTheDatabase(testInfo);
  test.setTimeout(180_000);
  const operator = await createSignedInMember(page, testInfo);
  const tag = String(Date.now() % 1_000_000);
  const { postId, title } = await prepare(operator.email, tag);
  const postPath = `/community/free/posts/${postId}`;

  // A visitor reads the post first (the page is kept for the next visitor).
  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(postPath);
  await expect(visitorPage.getByRole('heading', { name: title })).toBeVisible();

  await enrolSecondFactor(page);
  await expect(page.getByTestId('moderation-pending')).toContainText(/처리 대기 신고 [1-9]\d*건/);

  await page.getByTestId('moderation-pending').click();
  await expect(page.getByRole('heading', { name: '신고 처리', level: 1 })).toBeVisible();
  const card = page.getByTestId(`moderation-POST-${postId}`);
  await expect(card).toContainText(title);
  // What the author wrote is shown as text, markup and all.
  await expect(card).toContainText('<b>계좌로 먼저 보내 주세요</b>');
  await expect(card).toContainText(`사기 의심 · 신고자${tag}`);
  await expect(card).toContainText('보이는 중');
  await expect(card.getByRole('button', { name: '처리하기' })).toBeDisabled();
  await card.getByRole('radio', { name: /숨김 유지/ }).check();
  await card.getByLabel('처리 사유 (필수)').fill('선입금 사기 유도 글');
  await card.getByRole('checkbox', { name: /정지하기/ }).check();
  await card.getByLabel('정지 사유').fill('선입금 사기 유도');
  await card.getByLabel('정지 기간').selectOption('7');
  await expectAccessible(page, 'admin moderation');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/moderation-queue-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/moderation-queue-1280.png`, fullPage: true });
  await card.getByRole('button', { name: '처리하기' }).click();
  await expect(page.getByRole('status')).toHaveText(`게시글 ${postId}, 숨김 유지로 처리했어요. 작성자도 정지했어요.`);
  await expect(page.getByTestId(`moderation-POST-${postId}`)).toHaveCount(0);

  await page.getByRole('link', { name: '처리 완료' }).click();
  const done = page.getByTestId(`moderation-POST-${postId}`);
  await expect(done).toContainText('숨김 유지');
  await expect(done).toContainText('처리됨');
  await page.screenshot({ path: `${SHOTS}/moderation-done-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/moderation-done-390.png`, fullPage: true });

  // The next visitor: the post's page is gone at once, and the board no longer lists it.
  const gone = await visitorPage.goto(postPath);
  expect(gone?.status()).toBe(404);
  await visitorPage.goto('/community?board=free');
  await expect(visitorPage.getByText(title)).toHaveCount(0);
  await visitor.close();

  await page.getByRole('link', { name: '운영 기록' }).click();
  await expect(page.getByTestId('audit-table')).toContainText('신고 처리: 숨김 유지');
  await expect(page.getByTestId('audit-table')).toContainText('회원 정지');
});

/** A seeded model page with reviews (its hydration payload read as a crawler reads it): home first, then the sitemap. */
async function modelWithReviews(page: Page): Promise<string> {
  const home = await (await page.request.get('/')).text();
  const sitemap = await (await page.request.get('/sitemaps/models-1.xml')).text();
  const hrefs = [
    ...[...home.matchAll(/href="(\/models\/\d+)"/g)].map((m) => m[1]),
    ...[...sitemap.matchAll(/<loc>[^<]*?(\/models\/\d+)<\/loc>/g)].map((m) => m[1]),
  ];
  for (const href of new Set(hrefs)) {
    const html = await (await page.request.get(href)).text();
    const data = /<script id="__NEXT_DATA__"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
    const state = data ? JSON.parse(data).props.pageProps.initialState.modelDetail : null;
    if (state?.modelReviews?.items?.length > 0) return href;
  }
  throw new Error('no seeded model with reviews');
}

test('a member reports a review once; a second report is told it was already made', async ({ page }, testInfo) => {
  await createSignedInMember(page, testInfo);
  const href = await modelWithReviews(page);
  await page.goto(href);
  const report = page
    .locator('#reviews')
    .getByRole('button', { name: /님의 리뷰 신고$/ })
    .first();
  await report.click();
  const dialog = page.getByRole('dialog', { name: '리뷰 신고하기' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: '스팸·광고' }).check();
  await page.screenshot({ path: `${SHOTS}/moderation-review-report-390.png` });
  await dialog.getByRole('button', { name: '신고', exact: true }).click();
  await expect(page.getByText('신고가 접수됐어요. 검토 후 조치할게요.')).toBeVisible();
  await report.click();
  await dialog.getByRole('button', { name: '신고', exact: true }).click();
  await expect(page.getByText('이미 신고했어요. 검토 후 조치할게요.')).toBeVisible();
});
