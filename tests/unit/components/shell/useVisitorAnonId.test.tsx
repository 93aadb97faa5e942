import { renderHook, waitFor } from '@testing-library/react';
import { useVisitorAnonId } from '@/components/shell/useVisitorAnonId';
import { visitorGate } from '@/api/visitorGate';

// A shared page names no anonymous id (docs/operations.md §10 What the shared cache keeps): the shell
// asks POST /app/v4/auth/visitor once, and API calls wait for that answer so one id is minted.

describe("the visitor's anonymous id in the browser", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("uses the page's id when the page names one, and asks nothing", () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    const { result } = renderHook(() => useVisitorAnonId('anon-from-page-1'));
    expect(result.current).toEqual({ anonId: 'anon-from-page-1', ready: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks once on a shared page, holding API calls until the answer', async () => {
    type Answer = { ok: boolean; status: number; json: () => Promise<unknown> };
    let answer!: (response: Answer) => void;
    const fetchMock = jest.fn(
      () =>
        new Promise<Answer>((resolve) => {
          answer = resolve;
        })
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    const first = renderHook(() => useVisitorAnonId(null));
    const second = renderHook(() => useVisitorAnonId(null));
    expect(first.result.current).toEqual({ anonId: null, ready: false });

    const order: string[] = [];
    const call = visitorGate().then(() => order.push('api call'));
    await Promise.resolve();
    order.push('answer');
    answer({ ok: true, status: 200, json: async () => ({ anonId: 'minted-anon-0001' }) });

    await waitFor(() => expect(first.result.current).toEqual({ anonId: 'minted-anon-0001', ready: true }));
    expect(second.result.current).toEqual({ anonId: 'minted-anon-0001', ready: true });
    await call;
    expect(order).toEqual(['answer', 'api call']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual(['/app/v4/auth/visitor', expect.objectContaining({ method: 'POST' })]);
  });
});
