import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { AdminClaim } from '@/api/admin/claims';
import { AdminClaimScreen } from '@/components/admin/claims/AdminClaimScreen';
import { loadAdminClaimPage } from '@/store/adminClaimsThunks';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';

const photo = (id: number) => ({
  id,
  url: `/app/v4/images/${id}`,
  thumbUrl: `/app/v4/images/${id}?w=480`,
  width: 1200,
  height: 900,
});

const claim: AdminClaim = {
  summary: {
    id: 5,
    orderId: 77,
    itemName: '로시뇰 스키 세트',
    businessName: '평창 스키샵',
    customerNickname: '김고객',
    amount: 200_000,
    claimAmount: 120_000,
    state: 'DISPUTED',
    stateLabel: '이의 제기',
    since: '2026-03-02T05:00:00.000Z',
  },
  deposit: {
    claimDescription: '에지가 깨졌어요',
    claimedAt: '2026-03-02T04:00:00.000Z',
    customerNote: '빌릴 때부터 있던 흠집이에요',
    decidedAmount: null,
    decisionReason: null,
    capturedAmount: 0,
    businessPhotos: [photo(11)],
    customerPhotos: [photo(12), photo(13)],
  },
  reports: [
    {
      id: 1,
      stage: 'CHECK_OUT',
      stageLabel: '인수인계',
      note: '흠집 없음',
      damageNote: null,
      createdAt: '2026-02-27T01:00:00.000Z',
      photos: [photo(9)],
    },
    {
      id: 2,
      stage: 'CHECK_IN',
      stageLabel: '반납 확인',
      note: '반납',
      damageNote: '에지 깨짐',
      createdAt: '2026-03-02T01:00:00.000Z',
      photos: [photo(10)],
    },
  ],
};

const operator = { userId: 1, nickname: '운영자', enrolled: true, verifiedUntil: '2026-03-02T09:00:00.000Z' };

function respond(call: RecordedCall) {
  switch (call.body.operationName) {
    case 'op_adminClaimPage':
      return fakeResponse({ data: { me: null, operator, adminClaim: claim } });
    case 'op_verifyOperator':
      return fakeResponse({
        data: { verifyOperator: { verifiedUntil: operator.verifiedUntil, usedRecoveryCode: false } },
      });
    case 'op_decideClaim':
      return fakeResponse({
        data: {
          decideClaim: {
            ...claim,
            summary: { ...claim.summary, state: 'DECIDED', stateLabel: '운영자 결정' },
            deposit: { ...claim.deposit, decidedAmount: 50_000, decisionReason: '일부만 책임', capturedAmount: 50_000 },
          },
        },
      });
    default:
      return fakeResponse({ data: null, errors: [{ message: '알 수 없는 요청', extensions: { code: 'INTERNAL' } }] });
  }
}

describe('AdminClaimScreen (docs/product.md §10 Damage claims)', () => {
  it('shows both condition reports side by side and decides a part with a reason and a fresh code', async () => {
    const { store, transport } = testStore(respond);
    await store.dispatch(loadAdminClaimPage(5));
    render(
      <Provider store={store}>
        <AdminClaimScreen />
      </Provider>
    );
    const handOver = screen.getByRole('article', { name: '인수인계 (빌려줄 때)' });
    const returned = screen.getByRole('article', { name: '반납 확인 (돌려받을 때)' });
    expect(within(handOver).getByText('흠집 없음')).toBeInTheDocument();
    expect(within(returned).getByText('손상 메모: 에지 깨짐')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '고객의 이의 제기' })).getAllByRole('img')).toHaveLength(2);

    const decide = screen.getByRole('button', { name: '결정하기' });
    expect(decide).toBeDisabled();
    fireEvent.change(screen.getByLabelText('결제할 금액 (원)'), { target: { value: '50000' } });
    fireEvent.change(screen.getByLabelText('결정 사유'), { target: { value: '일부만 책임' } });
    fireEvent.change(screen.getByLabelText('인증 코드'), { target: { value: '123456' } });
    fireEvent.click(decide);

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('50,000원 결제로 결정했어요. 사유: 일부만 책임')
    );
    const names = transport.calls.map((c) => c.body.operationName);
    expect(names.indexOf('op_verifyOperator')).toBeLessThan(names.indexOf('op_decideClaim'));
    const sent = transport.calls.find((c) => c.body.operationName === 'op_decideClaim');
    expect(sent?.body.variables).toEqual({ id: 5, outcome: 'CAPTURE_PART', amount: 50_000, reason: '일부만 책임' });
  });
});
