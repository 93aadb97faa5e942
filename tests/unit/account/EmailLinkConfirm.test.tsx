import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { EmailSentScreen } from '@/components/account/EmailSentScreen';
import { testStore } from '../store/testStore';
import { fakeResponse } from '../api/fakeFetch';

jest.mock('next/router', () => ({
  useRouter: () => ({
    back: jest.fn(),
    pathname: '/registration/redirect/email',
    query: {},
    asPath: '/registration/redirect/email',
  }),
}));

const TOKEN = 'A'.repeat(43);

describe('the sign-up mail link page', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  function renderConfirm() {
    const { store } = testStore(() => fakeResponse({ data: null }));
    render(
      <Provider store={store}>
        <EmailSentScreen state="confirm" maskedEmail="op****@e******.com" token={TOKEN} />
      </Provider>
    );
  }

  it('opening it shows the address and a labelled button, and sends nothing by itself', () => {
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    renderConfirm();
    expect(screen.getByRole('heading', { name: '가입을 완료해 주세요' })).toBeInTheDocument();
    expect(screen.getByText('op****@e******.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '가입 완료하기' })).toBeEnabled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('the button posts the token as same-origin JSON and shows a used link’s message', async () => {
    const used = { code: 'NOT_FOUND', message: '인증 링크가 만료되었거나 이미 사용되었어요. 메일을 다시 받아 주세요.' };
    const fetchSpy = jest.fn(async () => ({ ok: false, status: 404, json: async () => used }));
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    renderConfirm();
    fireEvent.click(screen.getByRole('button', { name: '가입 완료하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('이미 사용되었어요');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/app/v4/auth/registration/email/complete');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: '로그인하기' })).toHaveAttribute('href', '/login/account');
  });
});
