/** @jest-environment node */
import { failureStatus } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

describe('the console pages of H2 in the page table', () => {
  it('/seller is for members, and FORBIDDEN (a member who sells nothing) renders as a 404', () => {
    const page = pageTable['/seller'];
    expect(page.access).toBe('member');
    expect(failureStatus({ code: 'FORBIDDEN', message: '' }, page)).toBe('notFound');
    expect(failureStatus({ code: 'INTERNAL', message: '' }, page)).toBe(503);
    expect(page.params.safeParse({ date: '2026-03-10' }).success).toBe(true);
    expect(page.params.safeParse({}).success).toBe(true);
    expect(page.params.safeParse({ date: '2026-02-30' }).success).toBe(false);
  });

  it('/seller/join is for members (a visitor logs in and comes back)', () => {
    expect(pageTable['/seller/join'].access).toBe('member');
  });
});
