// The send load of bench:messages: messages at a fixed rate through the real send operation (the
// item service's us_sendMessage over HTTP, as components/messages/Composer sends it), round-robin
// over the threads, each by the thread's customer. Open loop: message k leaves at start + k / rate
// whatever the earlier ones are doing, so a slow server shows as latency, not as a slower load.
// With a tracker, each sent message is expected on the receiving side's stream.

const SEND = `mutation us_sendMessage($threadId: Int!, $body: String!, $photoIds: [Int!]) {
  sendMessage(threadId: $threadId, body: $body, photoIds: $photoIds) { ...MessageFields }
}
fragment MessageFields on Message { id side mine body masked createdAt photos { id url thumbUrl } }`;

const bodyOf = (phase, k) => `${phase} ${k + 1}번째 메시지예요. 내일 오전 10시에 찾으러 가도 될까요?`;

/** One send: { started, ended, id } or { started, ended, error } (times from performance.now()). */
async function sendOnce(base, member, threadId, body) {
  const started = performance.now();
  try {
    const response = await fetch(`${base}/item/v1/graphql`, {
      method: 'POST',
      headers: { ...member.headers(), 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ operationName: 'us_sendMessage', query: SEND, variables: { threadId, body } }),
    });
    member.absorb(response);
    const json = await response.json().catch(() => null);
    const ended = performance.now();
    const id = json?.data?.sendMessage?.id;
    if (!response.ok || !id) {
      return { started, ended, error: json?.errors?.[0]?.extensions?.code ?? `HTTP ${response.status}` };
    }
    return { started, ended, id: Number(id) };
  } catch (error) {
    return { started, ended: performance.now(), error: error.message };
  }
}

/**
 * Sends `rate` messages a second for `seconds` over `threads` ([{ threadId, customer }], customer a
 * signed-in member). Answers the samples [{ threadId, started, ended, id | error }] once every send
 * has answered; `tracker.expect` hears of each success.
 */
export async function sendLoad(base, { threads, rate, seconds, phase, tracker = null }) {
  const total = Math.round(rate * seconds);
  const start = performance.now() + 20;
  const sends = [];
  for (let k = 0; k < total; k += 1) {
    const wait = start + (k * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const { threadId, customer } = threads[k % threads.length];
    sends.push(
      sendOnce(base, customer, threadId, bodyOf(phase, k)).then((sample) => {
        if (tracker && sample.id !== undefined) tracker.expect(sample.id, threadId, sample.started);
        return { threadId, ...sample };
      })
    );
  }
  return Promise.all(sends);
}
