/**
 * On a shared page the browser has no anonymous id yet, and the first call that reaches the server
 * without the `aid` cookie would mint one. The shell asks for the id first (POST /app/v4/auth/visitor,
 * components/shell/useVisitorAnonId.ts) and holds the API calls until that answer has set the cookie,
 * so that a browser gets one id, not one per call racing the others
 * (docs/operations.md §10 What the shared cache keeps). A failed question releases the calls too.
 */
let gate: Promise<void> | null = null;

export function holdCallsUntil(answer: Promise<unknown>): void {
  gate = answer.then(
    () => undefined,
    () => undefined
  );
}

/** Resolves when calls may go (at once, unless the shell is asking for the visitor's id). */
export function visitorGate(): Promise<void> {
  return gate ?? Promise.resolve();
}
