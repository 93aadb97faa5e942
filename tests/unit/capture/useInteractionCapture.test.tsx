import { act, fireEvent, render, screen } from '@testing-library/react';
import { ShellContext } from '@/components/shell/ShellContext';
import { useInteractionCapture } from '@/components/capture/useInteractionCapture';
import { MAX_DWELL_SECONDS } from '@/lib/capture/interactionEvents';

const createInteractionEvent = jest.fn(async () => '1');
jest.mock('@/store/wrapper', () => ({ resolveServices: () => ({ capture: { createInteractionEvent } }) }));

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const seconds = (s: number) =>
  act(() => {
    jest.advanceTimersByTime(s * 1000);
  });

function Probe({ modelId }: { modelId: number | null }) {
  const { gallerySwiped, specOpened } = useInteractionCapture(modelId);
  return (
    <>
      <button type="button" onClick={gallerySwiped}>
        swipe
      </button>
      <button type="button" onClick={specOpened}>
        spec
      </button>
    </>
  );
}

function renderProbe(
  modelId: number | null = 7,
  shell: { anonId: string | null; isCrawler?: boolean } = { anonId: 'anon-1' }
) {
  return render(
    <ShellContext.Provider
      value={{ anonId: shell.anonId, isCrawler: shell.isCrawler ?? false, isMobile: true, siteUrl: '' }}
    >
      <Probe modelId={modelId} />
    </ShellContext.Provider>
  );
}

const sent = () => createInteractionEvent.mock.calls.map((call) => (call as unknown[])[0]);

beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  createInteractionEvent.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('useInteractionCapture', () => {
  it('sends the visible seconds and the swipe count once, when the page is hidden', () => {
    renderProbe();
    seconds(45);
    fireEvent.click(screen.getByText('swipe'));
    fireEvent.click(screen.getByText('swipe'));
    expect(createInteractionEvent).not.toHaveBeenCalled();
    setVisibility('hidden');
    expect(sent()).toEqual([
      { anonyId: 'anon-1', modelId: 7, eventType: 'DWELL_SECONDS', eventValue: 45 },
      { anonyId: 'anon-1', modelId: 7, eventType: 'GALLERY_SWIPE', eventValue: 2 },
    ]);
    // Back and away again, then leaving: already sent for this page view.
    setVisibility('visible');
    seconds(30);
    setVisibility('hidden');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(createInteractionEvent).toHaveBeenCalledTimes(2);
  });

  it('counts only visible time: a page opened in a background tab starts its clock when shown', () => {
    visibility = 'hidden';
    renderProbe();
    seconds(60);
    setVisibility('visible');
    seconds(20);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(sent()).toEqual([{ anonyId: 'anon-1', modelId: 7, eventType: 'DWELL_SECONDS', eventValue: 20 }]);
  });

  it('sends on a client-side navigation away (unmount), and for the old model when the page moves to another', () => {
    const view = renderProbe(7);
    seconds(12);
    view.rerender(
      <ShellContext.Provider value={{ anonId: 'anon-1', isCrawler: false, isMobile: true, siteUrl: '' }}>
        <Probe modelId={8} />
      </ShellContext.Provider>
    );
    seconds(5);
    view.unmount();
    expect(sent()).toEqual([
      { anonyId: 'anon-1', modelId: 7, eventType: 'DWELL_SECONDS', eventValue: 12 },
      { anonyId: 'anon-1', modelId: 8, eventType: 'DWELL_SECONDS', eventValue: 5 },
    ]);
  });

  it('caps a forgotten tab at half an hour and sends nothing for under a second', () => {
    const view = renderProbe();
    seconds(3 * 60 * 60);
    view.unmount();
    expect(sent()).toEqual([
      { anonyId: 'anon-1', modelId: 7, eventType: 'DWELL_SECONDS', eventValue: MAX_DWELL_SECONDS },
    ]);
    createInteractionEvent.mockClear();
    renderProbe().unmount();
    expect(createInteractionEvent).not.toHaveBeenCalled();
  });

  it('sends the first spec opened at once, and only the first', () => {
    renderProbe();
    fireEvent.click(screen.getByText('spec'));
    fireEvent.click(screen.getByText('spec'));
    expect(sent()).toEqual([{ anonyId: 'anon-1', modelId: 7, eventType: 'SPEC_OPEN', eventValue: 1 }]);
  });

  it.each([
    ['an item without a model', null, { anonId: 'anon-1' }],
    ['a visitor without an anonymous id', 7, { anonId: null }],
    ['a crawler', 7, { anonId: 'anon-1', isCrawler: true }],
  ] as const)('sends nothing for %s', (_, modelId, shell) => {
    const view = renderProbe(modelId, shell);
    seconds(40);
    fireEvent.click(screen.getByText('swipe'));
    fireEvent.click(screen.getByText('spec'));
    view.unmount();
    expect(createInteractionEvent).not.toHaveBeenCalled();
  });

  it('logs a failed send and never throws into the page', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    createInteractionEvent.mockRejectedValueOnce(new Error('offline'));
    renderProbe();
    fireEvent.click(screen.getByText('spec'));
    await act(async () => {
      await Promise.resolve();
    });
    expect(String(log.mock.calls[0]?.[0])).toContain('SPEC_OPEN');
    log.mockRestore();
  });
});
