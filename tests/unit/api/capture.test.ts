import {
  bindCaptureApi,
  createCaptureEvent,
  createCaptureNaverEpVisit,
  createCaptureSurvey,
  createCaptureVisitPage,
  createInteractionEvent,
  existCaptureSurvey,
  updateCaptureVisitPage,
} from '@/api/capture';
import { createApiClient } from '@/api/client';
import { UNKNOWN_PARTIAL_VALIDATION_MESSAGE } from '@/api/validate';
import { EVENT_NAME_TOO_LONG_MESSAGE } from '@/lib/capture/commandSchemas';
import { fakeFetch, fakeResponse, type RecordedCall } from './fakeFetch';

/** Answers every capture operation the way the service does. */
function captureService(call: RecordedCall): Response {
  const op = call.body.operationName ?? '';
  if (op === 'pb_existCaptureSurvey') return fakeResponse({ data: { existCaptureSurvey: { isExist: false } } });
  const field = op.replace(/^(pb|us)_/, '').replace(/^./, (c) => c.toLowerCase());
  return fakeResponse({ data: { [field]: '42' } });
}

function setup(respond: (call: RecordedCall) => Response = captureService) {
  const t = fakeFetch(respond);
  const client = createApiClient({ baseUrl: 'http://internal', fetch: t.fetch });
  return { ...t, client };
}

const anonyId = 'a1b2c3d4-anon';

describe('api/capture', () => {
  let errorLog: jest.SpyInstance;
  beforeEach(() => {
    errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorLog.mockRestore());

  it('sends the seven operations with the exact names and documents of the spec', async () => {
    const { client, calls } = setup();
    const api = bindCaptureApi(client);
    await expect(api.createCaptureVisitPage({ url: '/', pageName: 'home', prevUrl: null, anonyId })).resolves.toBe(
      '42'
    );
    await expect(api.updateCaptureVisitPage(anonyId)).resolves.toBe('42');
    await expect(api.createCaptureEvent({ anonyId, action: 'click_banner', value1: '1', url: '/' })).resolves.toBe(
      '42'
    );
    await expect(
      api.createCaptureNaverEpVisit({ anonyId, itemId: 3, referrer: 'https://search.shopping.naver.com' })
    ).resolves.toBe('42');
    await expect(api.createInteractionEvent({ anonyId, modelId: 7, eventType: 'view', eventValue: 1.5 })).resolves.toBe(
      '42'
    );
    await expect(api.existCaptureSurvey({ surveyName: 'nps', anonyId })).resolves.toEqual({ isExist: false });
    await expect(api.createCaptureSurvey({ anonyId, surveyName: 'nps', value: '9' })).resolves.toBe('42');

    expect(calls.map((c) => c.body.operationName)).toEqual([
      'pb_createCaptureVisitPage',
      'us_updateCaptureVisitPage',
      'pb_createCaptureEvent',
      'pb_createCaptureNaverEpVisit',
      'pb_createInteractionEvent',
      'pb_existCaptureSurvey',
      'pb_createCaptureSurvey',
    ]);
    expect(calls.every((c) => c.url === 'http://internal/capture/v1/graphql')).toBe(true);
    expect(calls[0].body.query).toBe(
      'mutation pb_createCaptureVisitPage($command: CaptureVisitPageCommand!) { createCaptureVisitPage(command: $command) }'
    );
    expect(calls[1].body.variables).toEqual({ anonyId });
    expect(calls[5].body.query).toBe(
      'query pb_existCaptureSurvey($surveyName: String!, $anonyId: String!) { existCaptureSurvey(surveyName: $surveyName, anonyId: $anonyId) { isExist } }'
    );
    expect(calls[5].body.variables).toEqual({ surveyName: 'nps', anonyId });
    expect(calls[4].body.variables).toEqual({ command: { anonyId, modelId: 7, eventType: 'view', eventValue: 1.5 } });
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('logs invalid variables and still sends them unchanged (docs/product.md §5)', async () => {
    const { client, calls } = setup();
    const command = { anonyId, modelId: 7, eventType: 'view', eventValue: -1 };
    await expect(createInteractionEvent(client, command)).resolves.toBe('42');
    expect(errorLog).toHaveBeenCalledTimes(1);
    expect(String(errorLog.mock.calls[0][0])).toContain('pb_createInteractionEvent');
    expect(calls).toHaveLength(1);
    expect(calls[0].body.variables).toEqual({ command });
  });

  it('an action or event type over 40 characters logs exactly the §5 message', async () => {
    const { client, calls } = setup();
    const longName = 'a'.repeat(41);
    await createCaptureEvent(client, { anonyId, action: longName });
    await createInteractionEvent(client, { anonyId, modelId: 1, eventType: longName, eventValue: 0 });
    expect(EVENT_NAME_TOO_LONG_MESSAGE).toBe('이벤트 이름은 40자 이하여야 합니다.');
    const exact = errorLog.mock.calls.filter((args) => args.length === 1 && args[0] === EVENT_NAME_TOO_LONG_MESSAGE);
    expect(exact).toHaveLength(2);
    expect(calls).toHaveLength(2);

    errorLog.mockClear();
    await createCaptureEvent(client, { anonyId, action: 'a'.repeat(40) });
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('checks answers by shape: a mismatch logs the Korean message and returns the raw value', async () => {
    const { client } = setup(() => fakeResponse({ data: { createCaptureVisitPage: 42 } }));
    await expect(createCaptureVisitPage(client, { url: '/', pageName: 'home' })).resolves.toBe(42);
    expect(errorLog).toHaveBeenCalledWith(
      UNKNOWN_PARTIAL_VALIDATION_MESSAGE,
      expect.objectContaining({
        operationName: 'pb_createCaptureVisitPage',
      })
    );
    expect(UNKNOWN_PARTIAL_VALIDATION_MESSAGE).toBe('알 수 없는 부분 검증 오류가 발생했습니다.');

    errorLog.mockClear();
    const other = setup(() => fakeResponse({ data: { existCaptureSurvey: { isExist: 'yes' } } }));
    await expect(existCaptureSurvey(other.client, { surveyName: 'nps', anonyId })).resolves.toEqual({ isExist: 'yes' });
    expect(errorLog).toHaveBeenCalledWith(UNKNOWN_PARTIAL_VALIDATION_MESSAGE, expect.anything());
  });

  it('standalone functions take the client first', async () => {
    const { client, calls } = setup();
    await updateCaptureVisitPage(client, anonyId);
    await createCaptureNaverEpVisit(client, { anonyId, referrer: 'https://search.shopping.naver.com' });
    await createCaptureSurvey(client, { anonyId, surveyName: 'nps', value: '10' });
    expect(calls).toHaveLength(3);
  });
});
