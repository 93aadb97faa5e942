/**
 * The one Korean wording of the bookmark feature (issue 15 §4): what the heart and the bell say on
 * every screen (model, item, business, the lists), as toast and as button label. Kept in one table so
 * that a member hears the same sentence for the same act wherever they do it.
 */
import type { BookmarkKind } from '@/api/item/bookmark';

export const BOOKMARK_WORDING = {
  bookmark: {
    /** The toggle's own name, where aria-pressed tells its state. */
    name: '찜',
    /** Toasts after the service confirmed. */
    on: '찜 목록에 담았어요',
    off: '찜 목록에서 뺐어요',
    /** Accessible names of the toggle, by what a press will do. */
    turnOn: '찜하기',
    turnOff: '찜 해제',
  },
  alarm: {
    name: '최저가 알림',
    on: '최저가 알림을 켰어요. 가격이 내려가면 알려 드릴게요',
    off: '최저가 알림을 껐어요',
    turnOn: '최저가 알림 받기',
    turnOff: '최저가 알림 끄기',
  },
} as const satisfies Record<BookmarkKind, { name: string; on: string; off: string; turnOn: string; turnOff: string }>;

/** When the service could not save the change and said nothing a person can use. */
export const BOOKMARK_FAILED = '잠시 후 다시 시도해 주세요.';

/** The toast for a confirmed change. */
export function bookmarkDoneMessage(kind: BookmarkKind, active: boolean): string {
  return BOOKMARK_WORDING[kind][active ? 'on' : 'off'];
}

/** The label of a toggle that is now `active`: what pressing it will do. */
export function bookmarkToggleLabel(kind: BookmarkKind, active: boolean): string {
  return BOOKMARK_WORDING[kind][active ? 'turnOff' : 'turnOn'];
}
