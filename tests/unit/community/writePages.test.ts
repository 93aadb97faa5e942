/** @jest-environment node */
import { failureStatus } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

describe('the write pages in the page table', () => {
  it("/community/{boardCode}/posts/write and /{id}/update are for members; another member's post or an unknown board is a 404", () => {
    for (const route of ['/community/[boardCode]/posts/write', '/community/[boardCode]/posts/[id]/update'] as const) {
      const page = pageTable[route];
      expect(page.access).toBe('member');
      expect(page.fills).toContain('communityWrite');
      expect(failureStatus({ code: 'NOT_FOUND', message: '' }, page)).toBe('notFound');
      expect(page.params.safeParse({ boardCode: 'free', id: '12' }).success).toBe(true);
      expect(page.params.safeParse({ boardCode: '../etc', id: '12' }).success).toBe(false);
    }
    expect(
      pageTable['/community/[boardCode]/posts/[id]/update'].params.safeParse({ boardCode: 'free', id: '012' }).success
    ).toBe(false);
  });

  it('/user/community is for members', () => {
    expect(pageTable['/user/community'].access).toBe('member');
    expect(pageTable['/user/community'].fills).toContain('myCommunity');
  });
});
