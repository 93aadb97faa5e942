/** A real store (makeStore) with services over a fake transport, for slice and thunk tests. */
import { createApiClient } from '@/api/client';
import { createServices } from '@/api/services';
import '@/store/allSlices';
import { makeStore, type RootState } from '@/store/store';
import { fakeFetch, fakeResponse, type RecordedCall } from '../api/fakeFetch';

export function testStore(
  respond: (call: RecordedCall) => Response = () => fakeResponse({ data: {} }),
  preloadedState?: Partial<RootState>
) {
  const transport = fakeFetch(respond);
  const services = createServices(createApiClient({ baseUrl: 'http://internal', fetch: transport.fetch, cache: null }));
  const store = makeStore(undefined, services, preloadedState);
  return { store, services, transport };
}
