import { useCallback } from 'react';
import { useRouter } from 'next/router';
import type { SerializedApiError } from '@/api/errors';
import type { SearchItem } from '@/api/item/search';
import { loginHref } from '@/lib/account/returnUrl';
import { useToast } from '../ui/Toast';

type Outcome = Promise<{ meta: { requestStatus: 'fulfilled' | 'rejected' }; payload?: unknown }>;


/**
 * The heart of a result list: runs the list's toggle thunk; a visitor who is not signed in
 * (UNAUTHENTICATED from the service) goes to /login and comes back here; the outcome is a toast.
 */
export function useBookmarkToggle(toggle: (input: { itemId: number; active: boolean }) => Outcome) {
  const router = useRouter();
  const { message, version, notify, clear: clearMessage } = useToast();
  const onToggle = useCallback(async (item: SearchItem) => {
    const active = !item.isMarked;
    const outcome = await toggle({ itemId: item.itemId, active });
    if (outcome.meta.requestStatus === 'fulfilled') {
      notify(active ? '찜 목록에 담았어요.' : '찜 목록에서 뺐어요.');
      return;
    }
    const error = outcome.payload as SerializedApiError | undefined;
    if (error?.code === 'UNAUTHENTICATED') {
      await router.push(loginHref(router.asPath));
      return;
    }
    notify(error?.message ?? '잠시 후 다시 시도해 주세요.');
  }, [notify, router, toggle]);
  return { onToggle, message, version, clearMessage };
}
