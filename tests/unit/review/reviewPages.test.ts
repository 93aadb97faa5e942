/** @jest-environment node */
import { failureStatus } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

describe('the review pages in the page table', () => {
  it("/user/write_review/{paymentId} is the member's own: another's order is a 404, one not yet used renders with 400", () => {
    const page = pageTable['/user/write_review/[paymentId]'];
    expect(page.access).toBe('member');
    expect(failureStatus({ code: 'NOT_FOUND', message: '' }, page)).toBe('notFound');
    expect(failureStatus({ code: 'INVALID_TRANSITION', message: '' }, page)).toBe(400);
    expect(page.params.safeParse({ paymentId: '42' }).success).toBe(true);
    expect(page.params.safeParse({ paymentId: '042' }).success).toBe(false);
    expect(page.fills).toContain('reviewWrite');
  });

  it('/user/not_reviews is for members', () => {
    expect(pageTable['/user/not_reviews'].access).toBe('member');
    expect(pageTable['/user/not_reviews'].fills).toContain('notReviews');
  });

  it('/seller/reviews answers a member who sells nothing with a 404, and reads ?filter=all', () => {
    const page = pageTable['/seller/reviews'];
    expect(page.access).toBe('member');
    expect(failureStatus({ code: 'FORBIDDEN', message: '' }, page)).toBe('notFound');
    expect(page.params.parse({ filter: 'all' })).toEqual({ filter: 'ALL' });
    expect(page.params.parse({})).toEqual({ filter: 'UNANSWERED' });
  });
});
