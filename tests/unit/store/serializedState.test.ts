/**
 * @jest-environment node
 */
// Issue 15 item 5: slices a page does not use are not serialized, and the browser copes.
import type { GetServerSidePropsContext } from 'next';
import { createApiClient } from '@/api/client';
import { createServices } from '@/api/services';
import { hydrate } from '@/store/hydrate';
import { replaceLineBanners } from '@/store/lineBannerSlice';
import { setServiceAgree } from '@/store/provisionAgreementSlice';
import type { RootState } from '@/store/store';
import { setUser } from '@/store/userSlice';
import { setServerServicesFactory, wrapper } from '@/store/wrapper';
import { fakeFetch, fakeResponse } from '../api/fakeFetch';
import { testStore } from './testStore';

type Props = { props: { initialState: Partial<RootState> } };

/** What a page's getServerSideProps sends to the browser after `load` ran on the server's business. */
async function sentState(
  load: (dispatch: ReturnType<typeof testStore>['store']['dispatch']) => void
): Promise<Partial<RootState>> {
  const transport = fakeFetch(() => fakeResponse({ data: {} }));
  setServerServicesFactory(() =>
    createServices(createApiClient({ baseUrl: 'http://internal', fetch: transport.fetch, cache: null }))
  );
  const context = { req: {}, res: {}, query: {}, resolvedUrl: '/' } as unknown as GetServerSidePropsContext;
  const getServerSideProps = wrapper.getServerSideProps((store) => async () => {
    load(store.dispatch);
    return { props: {} };
  });
  const result = (await getServerSideProps(context)) as Props;
  // Through JSON, as __NEXT_DATA__ carries it.
  return JSON.parse(JSON.stringify(result.props.initialState)) as Partial<RootState>;
}

describe('serialized state (store/serializedState.ts)', () => {
  afterEach(() => setServerServicesFactory(undefined));

  it('an empty page sends no slice at all', async () => {
    expect(await sentState(() => undefined)).toEqual({});
  });

  it('sends only the slices the page changed; a slice left at its initial state is absent', async () => {
    const sent = await sentState((dispatch) => {
      dispatch(setUser({ id: 7, name: '김라이드', point: 100 }));
      dispatch(replaceLineBanners([{ id: 1, text: '겨울 시즌 스키 렌탈 오픈', linkUrl: null, tone: 'info' }]));
    });
    expect(Object.keys(sent).sort()).toEqual(['lineBanner', 'user']);
    expect(sent.user).toMatchObject({ isLogin: true });
    expect(sent).not.toHaveProperty('calendar');
    expect(sent).not.toHaveProperty('home');
  });

  it("hydrating a payload without a slice leaves the browser's copy of it untouched", async () => {
    const sent = await sentState((dispatch) => {
      dispatch(setUser({ id: 7, name: '김라이드' }));
    });
    const { store } = testStore();
    // What the browser already has from an earlier page: server-owned and client-owned slices.
    store.dispatch(replaceLineBanners([{ id: 2, text: '봄맞이 점검', linkUrl: null, tone: 'info' }]));
    store.dispatch(setServiceAgree(true));
    const before = store.getState();
    store.dispatch(hydrate(sent));
    const after = store.getState();
    expect(after.user).toMatchObject({ isLogin: true });
    for (const key of Object.keys(after) as Array<keyof RootState>) {
      if (key !== 'user') expect(after[key]).toBe(before[key]);
    }
    expect(after.lineBanner.banners.map((b) => b.text)).toEqual(['봄맞이 점검']);
  });
});
