import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { createSignedInMember } from './support/members';
import { expectAccessible } from './support/axe';

const shot = (name: string, fullPage = true) => ({ path: `test-results/community-${name}.png`, fullPage });

/**
 * Issue 18 end to end on a phone: the community tab, a hot post liked, commented and replied to;
 * a new post with a photo and a tagged model (its draft survives a reload), found again by 초성
 * search, and linked from the tagged model's page.
 */
test('community: tab bar → hot post → like → comment → reply → write with a photo and a model → 초성 search → the model page links to it', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const member = await createSignedInMember(page, testInfo);

  // The tab bar's 커뮤니티 opens the boards, with the hot posts on top.
  await page.goto('/');
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '커뮤니티' }).click();
  await expect(page).toHaveURL(/\/community$/);
  const hot = page.getByRole('region', { name: /지금 인기 있는 글/ });
  await expect(hot.getByRole('listitem').first()).toBeVisible();
  await page.screenshot(shot('boards', false));
  await expectAccessible(page, 'community boards');

  // A hot post: like it, comment, and reply to the comment.
  await hot.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/community\/[a-z]+\/posts\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const like = page.getByRole('button', { name: /^좋아요/ });
  const before = Number(await like.locator('span').textContent());
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like.locator('span')).toHaveText(String(before + 1));
  const comment = `저도 지난 주말에 다녀왔어요. 바람이 세서 고생했네요 (${Date.now() % 10_000})`;
  await page.getByLabel('댓글을 남겨 주세요').fill(comment);
  await page.getByRole('button', { name: '등록', exact: true }).click();
  const mine = page.getByRole('listitem').filter({ hasText: comment });
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: '답글' }).click();
  const reply = '다음엔 오전에 가 보려고요. 정보 감사합니다!';
  await page.getByLabel(`${member.nickname}님에게 답글`).fill(reply);
  await mine.getByRole('button', { name: '등록', exact: true }).click();
  await expect(mine.getByRole('list', { name: '답글' })).toContainText(reply);
  await page.screenshot(shot('post'));
  await expectAccessible(page, 'community post');

  // Writing: the draft survives a reload, then a photo and a tagged model go with it.
  const title = `반포 야경 코스 추천 ${Date.now() % 100_000}`;
  await page.goto('/community/free/posts/write');
  await page.getByLabel('제목').fill(title);
  await page
    .getByLabel('내용')
    .fill('반포대교 달빛무지개분수 보고 잠수교 건너서 돌아오는 코스예요.\n왕복 12km 정도라 초보도 괜찮아요.');
  await page.getByLabel('사진 추가').setInputFiles({
    name: 'night.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1d2b53' } })
      .jpeg()
      .toBuffer(),
  });
  await expect(page.getByRole('button', { name: '사진 1 삭제' })).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(page.getByText('임시 저장된 글을 불러왔어요')).toBeVisible();
  await expect(page.getByLabel('제목')).toHaveValue(title);
  await expect(page.getByRole('button', { name: '사진 1 삭제' })).toBeVisible();
  await page.getByLabel(/모델 태그/).fill('브롬톤');
  const suggestion = page.getByRole('listbox', { name: '모델 검색 결과' }).getByRole('button').first();
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page.getByRole('list', { name: '태그한 모델' }).getByRole('listitem')).toHaveCount(1);
  await page.screenshot(shot('write'));
  await expectAccessible(page, 'community write');
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page).toHaveURL(/\/community\/free\/posts\/\d+$/);
  const postPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const modelHref = await page.locator('a[href^="/models/"]').first().getAttribute('href');
  expect(modelHref).toMatch(/^\/models\/\d+$/);

  // Found again by the initials of its first words (반포 야경 → ㅂㅍㅇㄱ).
  await page.goto('/community');
  await page.getByRole('link', { name: /커뮤니티 글 검색/ }).click();
  await expect(page).toHaveURL(/\/community\/search$/);
  await page.getByLabel('커뮤니티 검색').fill('ㅂㅍㅇㄱ');
  await page.getByLabel('커뮤니티 검색').press('Enter');
  await expect(page).toHaveURL(/keyword=/);
  const found = page.getByRole('link', { name: new RegExp(title) });
  await expect(found).toBeVisible();
  await page.screenshot(shot('search', false));
  await found.click();
  await expect(page).toHaveURL(new RegExp(`${postPath}$`));

  // The tagged model's page lists the post and links to it.
  await page.goto(modelHref!);
  await expect(page.locator(`a[href="${postPath}"]`).first()).toBeVisible();
});
