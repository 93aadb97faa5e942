import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { FriendCodeStep } from '@/components/referral/FriendCodeStep';
import { loadReferralPage } from '@/store/referralThunks';
import { testStore } from '../store/testStore';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';

const push = jest.fn();
jest.mock('next/router', () => ({
  useRouter: () => ({
    back: jest.fn(),
    push,
    pathname: '/registration/friend_code',
    query: {},
    asPath: '/registration/friend_code',
  }),
}));

const program = {
  title: '친구 초대 이벤트',
  description: '초대 코드는 한 계정에 한 번만 등록할 수 있어요.',
  inviterPoint: 3000,
  inviteePoint: 3000,
  joinWindowDays: 7,
  endsAt: '2027-12-31T14:59:59.000Z',
};
const base = {
  code: 'AB3DEF7H',
  invitedCount: 0,
  earnedPoint: 0,
  hasRegisteredFriendCode: false,
  friendCodeDeadline: '2026-11-30T05:00:00.000Z' as string | null,
  invitationCode: null as string | null,
  program,
};

async function renderStep(my: typeof base, answer: (call: RecordedCall) => Response) {
  let loading = true;
  const { store, transport } = testStore((call) => {
    if (call.body.operationName === 'us_myReferral') return fakeResponse({ data: { myReferral: my } });
    // The page's loader asks for the viewer beside it (the order service has none).
    if (call.body.operationName === 'us_me' && loading) return fakeResponse({ data: { me: null } });
    return answer(call);
  });
  await store.dispatch(loadReferralPage());
  loading = false;
  render(
    <Provider store={store}>
      <FriendCodeStep />
    </Provider>
  );
  return { store, transport };
}

describe('FriendCodeStep', () => {
  let quiet: jest.SpyInstance;
  beforeEach(() => {
    quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => quiet.mockRestore());

  it('prefills the invitation link’s code, registers it and shows the points earned', async () => {
    const { transport } = await renderStep({ ...base, invitationCode: 'ZX9CVB8N' }, (call) =>
      call.body.operationName === 'us_registerFriendCode'
        ? fakeResponse({
            data: { registerFriendCode: { earnedPoint: 3000, point: 3000, inviterNickname: '한강라이더' } },
          })
        : fakeResponse({ data: { me: null } })
    );
    expect(screen.getByRole('heading', { name: '친구 초대 코드가 있나요?' })).toBeInTheDocument();
    expect(screen.getByText('친구의 초대 코드를 등록하면 나와 친구 모두 3,000P를 받아요.')).toBeInTheDocument();
    const field = screen.getByLabelText('초대 코드');
    expect(field).toHaveValue('ZX9CVB8N');
    expect(screen.getByText(/2026\.11\.30까지 등록할 수 있어요/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '건너뛰기' })).toHaveAttribute('href', '/user/my_page');
    fireEvent.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByRole('heading', { name: '3,000P를 받았어요' })).toBeInTheDocument();
    expect(screen.getByText(/한강라이더님에게도 3,000P가 적립됐어요/)).toBeInTheDocument();
    expect(transport.calls.find((c) => c.body.operationName === 'us_registerFriendCode')?.body.variables).toEqual({
      code: 'ZX9CVB8N',
    });
    fireEvent.click(screen.getByRole('button', { name: '계속하기' }));
    expect(push).toHaveBeenCalledWith('/user/my_page');
  });

  it('tidies what is typed, waits for a whole code, and shows a refused code under the field', async () => {
    await renderStep(base, () =>
      fakeResponse({
        data: null,
        errors: [{ message: '존재하지 않는 초대 코드예요.', extensions: { code: 'NOT_FOUND' } }],
      })
    );
    const field = screen.getByLabelText('초대 코드');
    const button = screen.getByRole('button', { name: '등록하기' });
    fireEvent.change(field, { target: { value: 'zz9c' } });
    expect(field).toHaveValue('ZZ9C');
    expect(button).toBeDisabled();
    fireEvent.change(field, { target: { value: 'zz9c vb8n' } });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent('존재하지 않는 초대 코드예요.');
    // Typing again clears the old message.
    fireEvent.change(field, { target: { value: 'ZZ9CVB8M' } });
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('says why the step is closed and offers the way on', async () => {
    await renderStep({ ...base, hasRegisteredFriendCode: true, friendCodeDeadline: null }, () =>
      fakeResponse({ data: {} })
    );
    expect(screen.queryByLabelText('초대 코드')).toBeNull();
    expect(screen.getByText(/이미 친구 초대 코드를 등록했어요/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '마이페이지로 가기' })).toHaveAttribute('href', '/user/my_page');
  });
});
