import { expect, test, type Page } from '@playwright/test';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/e-${name}.png`, fullPage: true });

test('customer guide journey: footer → FAQ → category → search 환불 → answer → cancel info → terms → older version', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: '고객 안내' });
  await footer.getByRole('link', { name: '자주 묻는 질문' }).click();
  await expect(page).toHaveURL(/\/qna_info$/);
  await expect(page.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeVisible();

  // A category chip narrows the list (shallow route change, loaded through pb_faqPage).
  const chips = page.getByRole('navigation', { name: '질문 분류' });
  await chips.getByRole('link', { name: /^스키·보드/ }).click();
  await expect(page).toHaveURL(/category=%EC%8A%A4%ED%82%A4/);
  await expect(chips.getByRole('link', { name: /^스키·보드/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: /DIN/ })).toBeVisible();
  await shot(page, 'faq-category');

  // Searching searches the chosen category; 전체 then widens it with the keyword kept.
  await page.getByRole('searchbox', { name: '질문 검색' }).fill('환불');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.getByText(/‘환불’ 검색 결과 \d+개/)).toBeVisible();
  await chips.getByRole('link', { name: /^전체/ }).click();
  await expect(page).toHaveURL(/\/qna_info\?keyword=%ED%99%98%EB%B6%88$/);
  await expect(page.locator('mark').first()).toHaveText('환불');

  const question = page.getByRole('button', { name: /렌탈 예약을 취소하면 환불은 얼마나 되나요/ });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  const answer = page.getByRole('region', { name: /렌탈 예약을 취소하면 환불은 얼마나 되나요\? 답변/ });
  await expect(answer).toContainText('이용 3일 전까지');
  await shot(page, 'faq-search-open');

  await answer.getByRole('link', { name: '취소·환불 안내' }).click();
  await expect(page).toHaveURL(/\/cancel_info$/);
  await expect(page.getByRole('heading', { level: 1, name: '취소·환불·A/S 안내' })).toBeVisible();
  const toc = page.getByRole('navigation', { name: '목차' });
  await toc.getByRole('link', { name: '환불 일정' }).click();
  await expect(page).toHaveURL(/#section-\d+$/);
  await expect(page.getByRole('heading', { name: '환불 일정' })).toBeInViewport();
  await expect(page.getByRole('cell', { name: '이용 당일', exact: true })).toBeAttached();
  await shot(page, 'cancel-info');

  await page
    .getByRole('navigation', { name: '고객 안내' })
    .getByRole('link', { name: '이용약관', exact: true })
    .click();
  await expect(page).toHaveURL(/\/provisions\/service$/);
  await expect(page.getByText('버전 1.1')).toBeVisible();
  await page.getByLabel('버전 선택').selectOption('1.0');
  await page.getByRole('button', { name: '보기' }).click();
  await expect(page).toHaveURL(/\/provisions\/service\?version=1\.0$/);
  await expect(page.getByText(/지난 버전\(v1\.0\)을 보고 있어요/)).toBeVisible();
  await expect(page.getByText('이용 시작일 전날까지 렌탈 예약을 취소할 수 있으며', { exact: false })).toBeVisible();
  // The version not yet in effect (1.2, two months after the seeding day) is not offered.
  await expect(page.getByLabel('버전 선택').locator('option')).toHaveText([/v1\.1 .*\(현재\)/, /v1\.0/]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/provisions\/service$/);
  await shot(page, 'provision-old-version');
});

test('FAQ deep link is rendered on the server with FAQPage data; no match offers the customer center', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/qna_info?category=%EC%B7%A8%EC%86%8C%C2%B7%ED%99%98%EB%B6%88')).text();
  expect(html).toContain('"@type":"FAQPage"');
  expect(html).toContain('환불은 언제 들어오나요?');

  await page.goto('/qna_info?keyword=%EC%9A%B0%EC%A3%BC%EC%84%A0');
  await expect(page.getByText('‘우주선’에 맞는 질문을 찾지 못했어요.')).toBeVisible();
  await page.getByRole('link', { name: '고객센터 문의하기' }).click();
  await expect(page).toHaveURL(/\/call_info$/);
  await expect(page.getByText('1670-2580').first()).toBeVisible();
  await shot(page, 'call-info');
});

test('terms list, info pages, notices deep link and unknown addresses', async ({ page, request }) => {
  await page.goto('/provisions');
  const rows = page.getByRole('main').getByRole('link').filter({ hasText: /시행$/ });
  await expect(rows).toHaveCount(4);
  for (const name of ['이용약관', '개인정보처리방침', '마케팅 정보 수신', '위치기반 서비스'])
    await expect(rows.filter({ hasText: name }).first()).toBeVisible();
  await shot(page, 'provisions');

  for (const path of ['/note_info', '/item_semi_info']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: '목차' })).toBeVisible();
  }
  await shot(page, 'item-semi-info');

  await page.goto('/notices');
  const notice = page.getByRole('button', { name: /설 연휴 고객센터 운영/ });
  await notice.click();
  await expect(page).toHaveURL(/\/notices\?id=\d+$/);
  const id = new URL(page.url()).searchParams.get('id');
  const detail = await (await request.get(`/notices?id=${id}`)).text();
  expect(detail).toMatch(/<title[^>]*>\[안내\] 설 연휴 고객센터 운영 및 배송 일정 \| 라이드마켓 공지사항<\/title>/);
  expect(detail).toContain(`/notices?id=${id}"`);
  expect(detail).toContain('"@type":"Article"');
  await shot(page, 'notice-open');

  for (const path of [
    '/provisions/refund',
    '/provisions/SERVICE',
    '/provisions/service?version=1.2',
    '/notices?id=999999',
  ]) {
    expect([path, (await request.get(path)).status()]).toEqual([path, 404]);
  }
});
