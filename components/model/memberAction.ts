import { useCallback } from 'react';
import { useRouter } from 'next/router';
import type { SerializedApiError } from '@/api/errors';
import { loginHref } from '@/lib/account/returnUrl';
import { useNotify } from '@/components/ui/Toast';

type ThunkOutcome = { meta: { requestStatus: 'fulfilled' | 'rejected' }; payload?: unknown };

/**
 * Runs a member action (a dispatched thunk). The server is the one that knows who is signed in:
 * UNAUTHENTICATED sends the visitor to log in and back; other failures are said in a toast.
 */
export function useMemberAction() {
  const router = useRouter();
  const toast = useNotify();
  return useCallback(
    async (outcome: Promise<ThunkOutcome>, successMessage?: string): Promise<boolean> => {
      const action = await outcome;
      if (action.meta.requestStatus === 'fulfilled') {
        if (successMessage) toast(successMessage);
        return true;
      }
      const error = action.payload as SerializedApiError | undefined;
      if (error?.code === 'UNAUTHENTICATED') {
        await router.push(loginHref(router.asPath));
        return false;
      }
      toast(error?.message ?? '잠시 후 다시 시도해 주세요.');
      return false;
    },
    [router, toast]
  );
}
