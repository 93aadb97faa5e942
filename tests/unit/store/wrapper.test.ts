import { createWrapper } from 'next-redux-wrapper';
import { resolveServices, wrapper } from '@/store/wrapper';

describe('store/wrapper in the browser', () => {
  it('uses one set of browser services for the tab', () => {
    const first = resolveServices();
    expect(resolveServices()).toBe(first);
    expect(first.client.baseUrl).toBe('');
    expect(typeof first.capture.createCaptureVisitPage).toBe('function');
  });

  it('is a next-redux-wrapper wrapper', () => {
    const reference = createWrapper(() => ({}) as never);
    expect(Object.keys(wrapper).sort()).toEqual(Object.keys(reference).sort());
    expect(typeof wrapper.useWrappedStore).toBe('function');
    expect(typeof wrapper.getServerSideProps).toBe('function');
  });
});
