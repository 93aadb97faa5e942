/**
 * @jest-environment node
 */
// The server side: services come from the factory the server registers, per request context.
import type { GetServerSidePropsContext } from 'next';
import { createApiClient } from '@/api/client';
import { ApiConnectError } from '@/api/errors';
import { createServices } from '@/api/services';
import { setUser } from '@/store/userSlice';
import { resolveServices, setServerServicesFactory, wrapper } from '@/store/wrapper';
import { fakeFetch, fakeResponse } from '../api/fakeFetch';

describe('store/wrapper on the server', () => {
  afterEach(() => setServerServicesFactory(undefined));

  it('without a registered factory, calls fail as connect errors instead of reaching a network', async () => {
    const services = resolveServices();
    await expect(services.capture.updateCaptureVisitPage('anon')).rejects.toBeInstanceOf(ApiConnectError);
  });

  it('getServerSideProps builds the store with the services of this request and returns its state', async () => {
    const transport = fakeFetch(() => fakeResponse({ data: { updateCaptureVisitPage: '1' } }));
    const seen: unknown[] = [];
    setServerServicesFactory((context) => {
      seen.push(context);
      return createServices(createApiClient({ baseUrl: 'http://internal', fetch: transport.fetch, cache: null }));
    });
    const context = { req: {}, res: {}, query: {}, resolvedUrl: '/' } as unknown as GetServerSidePropsContext;
    const getServerSideProps = wrapper.getServerSideProps((store) => async () => {
      store.dispatch(setUser({ id: 3 }));
      await store.dispatch((_dispatch, _getState, extra) => extra.capture.updateCaptureVisitPage('anon-1'));
      return { props: {} };
    });
    const result = (await getServerSideProps(context)) as { props: { initialState: { user: { isLogin: boolean } } } };
    expect(seen).toEqual([context]);
    expect(transport.calls[0].url).toBe('http://internal/capture/v1/graphql');
    expect(result.props.initialState.user.isLogin).toBe(true);
  });
});
