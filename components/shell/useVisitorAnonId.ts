import { useEffect, useState } from 'react';
import { postAuth } from '@/api/auth';
import { holdCallsUntil } from '@/api/visitorGate';

/**
 * The visitor's anonymous id in the browser. A page rendered for this visitor names it in the shell;
 * a shared page (the same for everyone, kept by the shared cache: docs/operations.md §10 [What the
 * shared cache keeps]) does not, and the id is asked for once per page load from
 * POST /app/v4/auth/visitor, which also sets its cookie on a first visit. `ready` is false until the
 * id is known or the question failed, so analytics wait for it instead of minting a second id; every
 * other API call waits too (api/visitorGate.ts).
 */
let asked: Promise<string | null> | null = null;

function askVisitorAnonId(): Promise<string | null> {
  if (asked) return asked;
  asked = postAuth<{ anonId?: unknown }>('/visitor')
    .then((answer) => (typeof answer.anonId === 'string' ? answer.anonId : null))
    .catch((error: unknown) => {
      console.error('[shell] 방문자 식별자를 받지 못했습니다.', error);
      asked = null;
      return null;
    });
  // The API calls wait for this answer (and its cookie): one id per browser (api/visitorGate.ts).
  holdCallsUntil(asked);
  return asked;
}

export function useVisitorAnonId(fromPage: string | null): { anonId: string | null; ready: boolean } {
  const [answer, setAnswer] = useState<{ anonId: string | null } | null>(null);
  useEffect(() => {
    if (fromPage) return;
    let live = true;
    void askVisitorAnonId().then((anonId) => {
      if (live) setAnswer({ anonId });
    });
    return () => {
      live = false;
    };
  }, [fromPage]);
  if (fromPage) return { anonId: fromPage, ready: true };
  return { anonId: answer?.anonId ?? null, ready: answer !== null };
}
