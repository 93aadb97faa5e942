import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { AdminModelRequest } from '@/api/admin/modelRequests';
import { AdminModelRequestsScreen } from '@/components/admin/modelRequests/AdminModelRequestsScreen';
import { loadAdminModelRequestsPage } from '@/store/adminModelRequestsThunks';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';

const request = (id: number, brandName: string, modelName: string): AdminModelRequest => ({
  id,
  itemId: 100 + id,
  itemName: `${brandName} ${modelName} 하루 렌탈`,
  isDraft: id === 2,
  businessId: 7,
  businessName: '평창 스키샵',
  categoryName: '스키',
  brandName,
  modelName,
  modelYear: id === 1 ? 2025 : null,
  createdAt: '2026-03-02T05:00:00.000Z',
});

const operator = { userId: 1, nickname: '운영자', enrolled: true, verifiedUntil: '2026-03-02T09:00:00.000Z' };

function respond(call: RecordedCall) {
  switch (call.body.operationName) {
    case 'op_adminModelRequestsPage':
      return fakeResponse({
        data: {
          me: null,
          operator,
          openModelRequests: [request(1, '로시뇰', '히어로 엘리트'), request(2, '무명', '커스텀')],
        },
      });
    case 'pb_autoKeywords':
      return fakeResponse({
        data: {
          autoKeywords: [
            { keyword: '로시뇰', type: 'BRAND', subText: null, modelId: null },
            { keyword: '로시뇰 히어로 엘리트 ST', type: 'MODEL', subText: '스키 · 2025', modelId: 42 },
          ],
        },
      });
    case 'op_attachModelRequest':
      return fakeResponse({ data: { attachModelRequest: { id: 1, itemId: 101, modelId: 42 } } });
    case 'op_declineModelRequest':
      return fakeResponse({
        data: { declineModelRequest: { id: 2, itemId: 102, modelId: null } },
      });
    default:
      return fakeResponse({ data: null, errors: [{ message: '알 수 없는 요청', extensions: { code: 'INTERNAL' } }] });
  }
}

async function renderDesk() {
  const { store, transport } = testStore(respond);
  await store.dispatch(loadAdminModelRequestsPage());
  render(
    <Provider store={store}>
      <AdminModelRequestsScreen />
    </Provider>
  );
  return transport;
}

describe('AdminModelRequestsScreen (docs/product.md §10 Model requests)', () => {
  it('lists the requests with what the seller wrote, attaches one to a model found by the auto-complete', async () => {
    const transport = await renderDesk();
    expect(screen.getByRole('heading', { name: '처리 대기 2건' })).toBeInTheDocument();
    const first = screen.getByRole('listitem', { name: '로시뇰 히어로 엘리트 (2025년식)' });
    expect(within(first).getByRole('link', { name: '로시뇰 히어로 엘리트 하루 렌탈' })).toHaveAttribute(
      'href',
      '/services/101'
    );
    // The search starts from what the seller wrote; only models are offered.
    const attach = within(first).getByRole('button', { name: '이 모델에 연결' });
    expect(attach).toBeDisabled();
    const offered = await within(first).findByRole('button', { name: /로시뇰 히어로 엘리트 ST/ });
    expect(within(first).queryByRole('button', { name: /^로시뇰$/ })).toBeNull();
    fireEvent.click(offered);
    fireEvent.click(attach);

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '로시뇰 히어로 엘리트 (2025년식) 요청을 모델에 연결했어요. 판매자에게 알림을 보냈어요.'
      )
    );
    expect(screen.getByRole('heading', { name: '처리 대기 1건' })).toBeInTheDocument();
    const sent = transport.calls.find((c) => c.body.operationName === 'op_attachModelRequest');
    expect(sent?.body.variables).toEqual({ requestId: 1, modelId: 42 });
  });

  it('declines a draft’s request with the reason typed, and says so', async () => {
    const transport = await renderDesk();
    const second = screen.getByRole('listitem', { name: '무명 커스텀' });
    expect(within(second).getByText('임시저장')).toBeInTheDocument();
    const decline = within(second).getByRole('button', { name: '반려하기' });
    expect(decline).toBeDisabled();
    fireEvent.change(within(second).getByLabelText('반려 사유'), { target: { value: '카탈로그에 없는 모델이에요.' } });
    fireEvent.click(decline);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('무명 커스텀 요청을 반려했어요. 판매자에게 알림을 보냈어요.')
    );
    const sent = transport.calls.find((c) => c.body.operationName === 'op_declineModelRequest');
    expect(sent?.body.variables).toEqual({ requestId: 2, reason: '카탈로그에 없는 모델이에요.' });
  });
});
