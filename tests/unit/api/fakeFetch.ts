/**
 * A fake transport for the client tests: records each call (URL, init, parsed body, headers) and
 * answers with a minimal Response (jsdom has no fetch/Response; graphql-request only needs status,
 * ok, headers and text()).
 */
export type RecordedCall = {
  url: string;
  init: RequestInit;
  body: { query: string; variables?: Record<string, unknown>; operationName?: string };
  headers: Headers;
};

export function fakeResponse(
  body: unknown,
  init: { status?: number; headers?: Record<string, string>; contentType?: string } = {}
): Response {
  const status = init.status ?? 200;
  const headers = new Headers({
    'content-type': init.contentType ?? 'application/graphql-response+json; charset=utf-8',
    ...init.headers,
  });
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { status, ok: status >= 200 && status < 300, headers, text: async () => text } as unknown as Response;
}

export function fakeFetch(respond: (call: RecordedCall) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const requestInit = init ?? {};
    const call: RecordedCall = {
      url: String(input),
      init: requestInit,
      body: JSON.parse(String(requestInit.body)),
      headers: new Headers(requestInit.headers),
    };
    calls.push(call);
    return respond(call);
  });
  return { fetch: fn as unknown as typeof fetch, calls, mock: fn };
}
