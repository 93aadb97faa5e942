// The browser's side of a paged thread list (store/threadListOrder.ts): pages append without
// repeating a thread, and a thread the stream says changed moves to its place once, or waits for its
// page when that place is past what is shown.
import type { ThreadEntry } from '@/api/item/messages';
import { appendThreadPage, placeThread } from '@/store/threadListOrder';

const entry = (id: number, lastMessageAt: string, unansweredSince: string | null = null): ThreadEntry => ({
  id,
  subjectKind: 'ITEM',
  subjectTitle: `상품 ${id}`,
  img: '/app/v4/images/1',
  counterpartName: '매장',
  lastMessagePreview: `메시지 ${id}`,
  lastMessageAt,
  unreadCount: 0,
  waitingMinutes: unansweredSince === null ? null : 5,
  unansweredSince,
});

const T = (minute: number) => `2026-11-28T10:${String(minute).padStart(2, '0')}:00.000Z`;
const ids = (threads: ThreadEntry[]) => threads.map((t) => t.id);

describe('thread list order in the browser', () => {
  it('appends a page; a thread the page repeats keeps the page’s newer copy in the page’s place', () => {
    const shown = [entry(5, T(50)), entry(4, T(40)), entry(3, T(30))];
    const page = [entry(4, T(45)), entry(2, T(20)), entry(1, T(10))];
    const merged = appendThreadPage(shown, page);
    expect(ids(merged)).toEqual([5, 3, 4, 2, 1]);
    expect(merged[2]!.lastMessageAt).toBe(T(45));
  });

  it('moves a customer’s thread with a new message to the top without a second copy', () => {
    const shown = [entry(5, T(50)), entry(4, T(40)), entry(3, T(30))];
    expect(ids(placeThread('CUSTOMER', shown, entry(3, T(55)), true))).toEqual([3, 5, 4]);
    // A thread from a page not yet shown arrives at the top too.
    expect(ids(placeThread('CUSTOMER', shown, entry(9, T(56)), true))).toEqual([9, 5, 4, 3]);
  });

  it('places a console thread by its wait: unanswered first, the longest waiting on top, then the newest', () => {
    const shown = [entry(7, T(30), T(1)), entry(8, T(35), T(2)), entry(5, T(50)), entry(4, T(40))];
    // A new question joins the end of the waiting ones.
    expect(ids(placeThread('BUSINESS', shown, entry(4, T(58), T(58)), true))).toEqual([7, 8, 4, 5]);
    // An answer moves a waiting thread to the top of the answered.
    expect(ids(placeThread('BUSINESS', shown, entry(7, T(59)), true))).toEqual([8, 7, 5, 4]);
  });

  it('leaves a thread whose place is past the shown ones to its page, or appends it when every page is shown', () => {
    const shown = [entry(5, T(50)), entry(4, T(40))];
    const older = entry(2, T(20));
    expect(ids(placeThread('CUSTOMER', shown, older, true))).toEqual([5, 4]);
    expect(ids(placeThread('CUSTOMER', shown, older, false))).toEqual([5, 4, 2]);
  });
});
