// What makes an answer bad: no answer at all, a 5xx, an unexpected error masked as INTERNAL inside a
// GraphQL answer (the same failure, answered 200), or a body that shows the server's insides.

/** Traces of the server's insides: stack frames and source or install paths. */
const LEAKS = [
  ['stack frame', /\n\s+at [^\n]{1,200}:\d+:\d+/],
  ['stack frame', /at Object\./],
  ['source path', /\/work\//],
  ['source path', /node_modules/],
  ['source path', /\.tsx?:\d*/],
  ['source path', /webpack-internal:/],
  ['source path', /\.next[\w-]*\/server\//],
  ['source path', /file:\/\/\//],
];

function isBinary(headers) {
  const type = String(headers?.['content-type'] ?? '');
  return /^(image|font|audio|video)\//.test(type) || type.includes('octet-stream');
}

/** The GraphQL error codes in a JSON answer (single or batched). */
export function graphqlCodes(text) {
  try {
    const parsed = JSON.parse(text);
    return [parsed]
      .flat()
      .flatMap((result) => (result?.errors ?? []).map((error) => error?.extensions?.code ?? 'NO_CODE'));
  } catch {
    return [];
  }
}

/**
 * The reason an answer is bad, or null when it is fine. `sentText` is everything the request
 * carried: a pattern the server merely echoes (a search for "node_modules") is not a leak.
 */
export function badAnswer(request, answer, sentText) {
  if (answer.status === -1) return { reason: 'fuzz client error', detail: answer.error };
  if (answer.status === 0) return { reason: 'no answer', detail: answer.error };
  const reasons = [];
  let detail = '';
  if (answer.status >= 500) reasons.push('5xx');
  const text = isBinary(answer.headers) ? '' : answer.body.toString('utf8');
  for (const [name, pattern] of LEAKS) {
    const match = pattern.exec(text);
    if (match && !sentText.includes(match[0])) {
      reasons.push(`leak: ${name}`);
      detail = text.slice(Math.max(0, match.index - 80), match.index + 120);
      break;
    }
  }
  if (request.kind === 'graphql' && graphqlCodes(text).includes('INTERNAL')) reasons.push('INTERNAL error');
  if (!reasons.length) return null;
  return { reason: reasons.join(' + '), detail: detail || `HTTP ${answer.status} ${text.slice(0, 300)}` };
}
