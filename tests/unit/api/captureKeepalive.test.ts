import { bindCaptureApi } from '@/api/capture';
import { createApiClient } from '@/api/client';
import { fakeFetch, fakeResponse } from './fakeFetch';

// The pages send dwell time and swipes as they are hidden or left: without keepalive the browser
// may cancel that request with the page.
describe('capture requests and keepalive', () => {
  it('sends pb_createInteractionEvent with keepalive, and the other operations without', async () => {
    const { fetch, calls } = fakeFetch((call) => {
      const op = call.body.operationName ?? '';
      if (op === 'pb_existCaptureSurvey') return fakeResponse({ data: { existCaptureSurvey: { isExist: false } } });
      return fakeResponse({ data: { [op.replace(/^pb_/, '').replace(/^./, (c) => c.toLowerCase())]: '1' } });
    });
    const api = bindCaptureApi(createApiClient({ baseUrl: 'http://internal', fetch }));
    await api.createInteractionEvent({ anonyId: 'anon-1', modelId: 3, eventType: 'DWELL_SECONDS', eventValue: 42 });
    await api.createCaptureEvent({ anonyId: 'anon-1', action: 'item_detail_view', value1: '3', url: '/' });
    await api.existCaptureSurvey({ surveyName: 'order_complete', anonyId: 'anon-1' });
    expect(calls.map((c) => [c.body.operationName, c.init.keepalive === true])).toEqual([
      ['pb_createInteractionEvent', true],
      ['pb_createCaptureEvent', false],
      ['pb_existCaptureSurvey', false],
    ]);
  });
});
