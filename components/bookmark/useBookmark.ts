import { useCallback, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import type { BookmarkKind, BookmarkState, BookmarkTarget } from '@/api/item/bookmark';
import { loginHref } from '@/lib/account/returnUrl';
import { BOOKMARK_FAILED, bookmarkDoneMessage } from '@/lib/bookmarkWording';
import { toggleBookmark } from '@/store/bookmarkToggle';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsLogin } from '@/store/userSlice';
import { useNotify } from '@/components/ui/Toast';

export type BookmarkTap = { target: BookmarkTarget; id: number; kind: BookmarkKind };

const keyOf = (target: BookmarkTarget, id: number) => `${target}:${id}`;

/**
 * The heart and the bell of any screen (issue 15 §4), inside a ToastProvider. A visitor goes to log
 * in and comes back here; a member sees the change at once (the slices apply the toggle's pending
 * action), then the service's answer, or the previous state again with the reason when it failed. The
 * toast says the one wording of lib/bookmarkWording.ts. A tap on a target whose change is still on its
 * way is ignored, so two quick taps cannot race.
 */
export function useBookmark() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const notify = useNotify();
  const isLogin = useAppSelector(selectIsLogin);
  const inFlight = useRef(new Set<string>());
  const [pending, setPending] = useState<readonly string[]>([]);

  const toLogin = useCallback(async () => {
    await router.push(loginHref(router.asPath));
  }, [router]);

  const toggle = useCallback(
    async ({ target, id, kind }: BookmarkTap, current: BookmarkState): Promise<boolean> => {
      if (!isLogin) {
        await toLogin();
        return false;
      }
      const key = keyOf(target, id);
      if (inFlight.current.has(key)) return false;
      inFlight.current.add(key);
      setPending((keys) => [...keys, key]);
      const active = kind === 'bookmark' ? !current.isActiveBookmark : !current.isActiveAlarm;
      const result = await dispatch(toggleBookmark({ target, id, kind, active, previous: current }));
      inFlight.current.delete(key);
      setPending((keys) => keys.filter((k) => k !== key));
      if (toggleBookmark.fulfilled.match(result)) {
        notify(bookmarkDoneMessage(kind, active));
        return true;
      }
      // The session ended since the page was drawn: the server is the one that knows.
      if (result.payload?.code === 'UNAUTHENTICATED') await toLogin();
      else notify(result.payload?.message ?? BOOKMARK_FAILED);
      return false;
    },
    [dispatch, isLogin, notify, toLogin]
  );

  const isPending = useCallback((target: BookmarkTarget, id: number) => pending.includes(keyOf(target, id)), [pending]);

  return { toggle, isPending };
}
