import { act, render, screen } from '@testing-library/react';
import type { AppProps } from 'next/app';
import type { NextRouter } from 'next/router';
import App from '@/pages/_app';
import { useShell } from '@/components/shell/ShellContext';

// The shell's side effects (route progress, capture, the API warm-up, the visit claim) are not what
// this file is about; the visitor id is, and it arrives when the test says so.
jest.mock('@/components/shell/useRouteProgress', () => ({ useRouteProgress: () => undefined }));
jest.mock('@/components/shell/usePageViewCapture', () => ({ usePageViewCapture: () => undefined }));
jest.mock('@/components/shell/useNaverEpVisit', () => ({ useNaverEpVisit: () => undefined }));
jest.mock('@/components/shell/useApiTransportWarmup', () => ({ useApiTransportWarmup: () => undefined }));
jest.mock('@/components/shell/VisitClaimer', () => ({ VisitClaimer: () => null }));
jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/', query: {}, asPath: '/', events: { on: jest.fn(), off: jest.fn() } }),
}));
let answerVisitor: (anonId: string) => void = () => undefined;
jest.mock('@/components/shell/useVisitorAnonId', () => {
  const { useState } = jest.requireActual<typeof import('react')>('react');
  return {
    useVisitorAnonId: (fromPage: string | null) => {
      const [asked, setAsked] = useState<string | null>(null);
      answerVisitor = setAsked;
      return { anonId: fromPage ?? asked, ready: fromPage !== null || asked !== null };
    },
  };
});

// Called on every render: how many times each part was drawn.
const pageRendered = jest.fn();
const shellReaderRendered = jest.fn();

function ShellReader() {
  shellReaderRendered();
  return <p>방문자 {useShell().anonId ?? '없음'}</p>;
}

function Page({ title }: { title: string }) {
  pageRendered();
  return (
    <main>
      <h1>{title}</h1>
      <ShellReader />
    </main>
  );
}

function appProps(pageProps: Record<string, unknown>): AppProps {
  return { Component: Page, pageProps, router: {} as NextRouter } as unknown as AppProps;
}

describe('the app shell around every page', () => {
  beforeEach(() => {
    pageRendered.mockClear();
    shellReaderRendered.mockClear();
  });

  it("re-renders only what reads the shell when a shared page's visitor id arrives, not the page", () => {
    const shell = { anonId: null, isCrawler: false, isMobile: true, siteUrl: 'https://ridemarket.kr' };
    render(<App {...appProps({ title: '홈', shell })} />);
    expect(screen.getByText('방문자 없음')).toBeTruthy();
    expect(pageRendered).toHaveBeenCalledTimes(1);
    expect(shellReaderRendered).toHaveBeenCalledTimes(1);

    act(() => answerVisitor('anon-1'));
    expect(screen.getByText('방문자 anon-1')).toBeTruthy();
    expect(pageRendered).toHaveBeenCalledTimes(1);
    expect(shellReaderRendered).toHaveBeenCalledTimes(2);
  });

  it('renders the page again for new props', () => {
    const shell = { anonId: 'anon-2', isCrawler: false, isMobile: true, siteUrl: 'https://ridemarket.kr' };
    const { rerender } = render(<App {...appProps({ title: '홈', shell })} />);
    rerender(<App {...appProps({ title: '검색', shell })} />);
    expect(screen.getByRole('heading').textContent).toBe('검색');
    expect(pageRendered).toHaveBeenCalledTimes(2);
  });
});
