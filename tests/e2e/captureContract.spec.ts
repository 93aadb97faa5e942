import { expect, test } from '@playwright/test';

// The capture contract on the production build (NODE_ENV=production), over real HTTP.
const VISIT =
  'mutation pb_createCaptureVisitPage($command: CaptureVisitPageCommand!) { createCaptureVisitPage(command: $command) }';
const INTERACTION =
  'mutation pb_createInteractionEvent($command: InteractionEventCommand!) { createInteractionEvent(command: $command) }';
const EXIST =
  'query pb_existCaptureSurvey($surveyName: String!, $anonyId: String!) { existCaptureSurvey(surveyName: $surveyName, anonyId: $anonyId) { isExist } }';
const SURVEY =
  'mutation pb_createCaptureSurvey($command: CaptureSurveyCommand!) { createCaptureSurvey(command: $command) }';
const CLAIM = 'mutation us_updateCaptureVisitPage($anonyId: String!) { updateCaptureVisitPage(anonyId: $anonyId) }';
const EVENT =
  'mutation pb_createCaptureEvent($command: CaptureEventCommand!) { createCaptureEvent(command: $command) }';

// A command's anonyId must be the requester's own: over HTTP only the sealed cookie a page set
// proves it (a plain x-rm-anony-id header proves nothing). Playwright's request context keeps
// cookies like a browser, so each test first opens a page and names the id that page gave it.
const ANON = 'e2e-contract-anon';

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

test.describe('capture service on the production build', () => {
  const post = async (
    request: import('@playwright/test').APIRequestContext,
    query: string,
    variables: object,
    headers: Record<string, string> = {}
  ) => {
    const response = await request.post('/capture/v1/graphql', {
      data: { query, variables },
      headers: { 'content-type': 'application/json', ...headers },
    });
    return { status: response.status(), body: (await response.json()) as Answer };
  };
  /**
   * A first visit as the browser makes it: the home is a shared page with no id in it, and the app
   * then asks for its id (docs/operations.md §10 What the shared cache keeps), whose sealed aid
   * cookie is kept.
   */
  const firstVisit = async (request: import('@playwright/test').APIRequestContext): Promise<string> => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('"anonId":null');
    const answer = await request.post('/app/v4/auth/visitor', {
      data: {},
      headers: { 'content-type': 'application/json' },
    });
    const anonyId = ((await answer.json()) as { anonId?: string }).anonId;
    expect(anonyId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    return anonyId!;
  };

  test('stores a page view and answers its id', async ({ request }) => {
    const anonyId = await firstVisit(request);
    const { status, body } = await post(request, VISIT, {
      command: { url: 'https://www.ridemarket.kr/', pageName: 'home', anonyId },
    });
    expect(status).toBe(200);
    expect(body.data?.createCaptureVisitPage).toMatch(/^\d+$/);
  });

  test('refuses a negative eventValue with INVALID_INPUT in Korean', async ({ request }) => {
    const anonyId = await firstVisit(request);
    const { body } = await post(request, INTERACTION, {
      command: { anonyId, modelId: 1, eventType: 'view', eventValue: -1 },
    });
    expect(body.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
    expect(body.errors?.[0].message).toMatch(/[가-힣]/);
  });

  test('answers a survey once, then CONFLICT', async ({ request }) => {
    const anonyId = await firstVisit(request);
    expect((await post(request, EXIST, { surveyName: 'nps', anonyId })).body.data?.existCaptureSurvey).toEqual({
      isExist: false,
    });
    expect(
      (await post(request, SURVEY, { command: { anonyId, surveyName: 'nps', value: '9' } })).body.data
        ?.createCaptureSurvey
    ).toMatch(/^\d+$/);
    expect((await post(request, EXIST, { surveyName: 'nps', anonyId })).body.data?.existCaptureSurvey).toEqual({
      isExist: true,
    });
    expect(
      (await post(request, SURVEY, { command: { anonyId, surveyName: 'nps', value: '10' } })).body.errors?.[0]
        .extensions?.code
    ).toBe('CONFLICT');
  });

  test('refuses a command that names another visitor’s id with FORBIDDEN, also when a plain header names it', async ({
    request,
  }) => {
    await firstVisit(request);
    const command = { anonyId: 'e2e-someone-else', action: 'search_keyword', value1: '심은 검색어' };
    for (const headers of [{}, { 'x-rm-anony-id': 'e2e-someone-else' }] as Record<string, string>[]) {
      const { body } = await post(request, EVENT, { command }, headers);
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });

  test('a browser’s first page sets the id its capture calls then name', async ({ request }) => {
    // The request context keeps cookies like a browser: the page's sealed aid cookie goes with the call.
    const anonyId = await firstVisit(request);
    const { body } = await post(request, EVENT, { command: { anonyId, action: 'e2e_contract_view' } });
    expect(body.errors).toBeUndefined();
    expect(body.data?.createCaptureEvent).toMatch(/^\d+$/);
  });

  test('us_ operations need a session', async ({ request }) => {
    const { body } = await post(request, CLAIM, { anonyId: ANON });
    expect(body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('refuses simple requests and foreign origins', async ({ request }) => {
    const plain = await request.post('/capture/v1/graphql', {
      data: JSON.stringify({ query: VISIT }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status()).toBeGreaterThanOrEqual(400);
    const { status, body } = await post(
      request,
      VISIT,
      { command: { url: 'https://x.kr/', pageName: 'home' } },
      { origin: 'https://evil.example' }
    );
    expect(status).toBe(403);
    expect(body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  test('broken JSON is a 4xx without a stack trace, and introspection is off', async ({ request }) => {
    const broken = await request.post('/capture/v1/graphql', {
      data: '{"query": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status()).toBeGreaterThanOrEqual(400);
    expect(broken.status()).toBeLessThan(500);
    expect(await broken.text()).not.toMatch(/at .*\.(js|ts):\d+/);
    const { body } = await post(request, '{ __schema { types { name } } }', {});
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0].extensions?.code).toBe('BAD_REQUEST');
  });
});
