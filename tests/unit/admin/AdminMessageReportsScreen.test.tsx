import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ReportedMessage } from '@/api/admin/messageReports';
import { AdminMessageReportsScreen } from '@/components/admin/messageReports/AdminMessageReportsScreen';
import { loadAdminMessageReportsPage } from '@/store/adminMessageReportsThunks';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';

const entry = (messageId: number, body: string): ReportedMessage => ({
  messageId,
  threadId: 9,
  side: 'BUSINESS',
  senderName: '평창 스키샵',
  body,
  hidden: false,
  createdAt: '2026-03-02T05:00:00.000Z',
  photos: [{ id: 77, url: '/img/77', thumbUrl: '/img/77?w=480' }],
  subjectTitle: `스키 하루 렌탈 ${messageId}`,
  customerNickname: '스키러버',
  businessName: '평창 스키샵',
  waitingSince: '2026-03-02T06:00:00.000Z',
  reports: [{ reporterNickname: '스키러버', reason: '욕설·비방이 있어요', createdAt: '2026-03-02T06:00:00.000Z' }],
  context: [
    {
      id: messageId - 1,
      side: 'CUSTOMER',
      body: '헬멧도 있나요?',
      hidden: false,
      photoCount: 2,
      createdAt: '2026-03-02T04:00:00.000Z',
    },
  ],
});

const operator = { userId: 1, nickname: '운영자', enrolled: true, verifiedUntil: '2026-03-02T09:00:00.000Z' };

function respond(call: RecordedCall) {
  switch (call.body.operationName) {
    case 'op_adminMessageReportsPage':
      return fakeResponse({
        data: {
          me: null,
          operator,
          reportedMessages: { entries: [entry(11, '<b>알아서</b> 하세요')], after: 'cursor-1', openCount: 2 },
        },
      });
    case 'op_moreReportedMessages':
      return fakeResponse({
        data: { reportedMessages: { entries: [entry(21, '두 번째 신고')], after: null, openCount: 2 } },
      });
    case 'op_decideMessageReport':
      return call.body.variables?.messageId === 21
        ? fakeResponse({
            data: null,
            errors: [
              {
                message: '다른 운영자가 방금 처리했어요. 목록을 새로 고쳐 확인해 주세요.',
                extensions: { code: 'CONFLICT' },
              },
            ],
          })
        : fakeResponse({ data: { decideMessageReport: { messageId: 11, hidden: true, handledReports: 1 } } });
    default:
      return fakeResponse({ data: null, errors: [{ message: '알 수 없는 요청', extensions: { code: 'INTERNAL' } }] });
  }
}

async function renderDesk() {
  const { store, transport } = testStore(respond);
  await store.dispatch(loadAdminMessageReportsPage());
  render(
    <Provider store={store}>
      <AdminMessageReportsScreen />
    </Provider>
  );
  return transport;
}

describe('AdminMessageReportsScreen (docs/product.md §10 Message reports)', () => {
  it('shows the message as text with its photo and context, 더 보기 adds the next page, 숨김 takes it off', async () => {
    const transport = await renderDesk();
    expect(screen.getByRole('heading', { name: '처리 대기 2건' })).toBeInTheDocument();
    const first = screen.getByRole('listitem', { name: '스키 하루 렌탈 11' });
    expect(within(first).getByText('<b>알아서</b> 하세요')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: '보낸 사진 1' })).toHaveAttribute('src', '/img/77?w=480');
    expect(within(first).getByText('헬멧도 있나요?')).toBeInTheDocument();
    expect(within(first).getByText('사진 2장')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '더 보기' }));
    await screen.findByRole('listitem', { name: '스키 하루 렌탈 21' });
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();

    const hide = within(first).getByRole('button', { name: '숨김' });
    expect(hide).toBeDisabled();
    fireEvent.change(within(first).getByLabelText('처리 사유'), { target: { value: '고객 비방' } });
    fireEvent.click(hide);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('메시지를 숨겼어요.'));
    expect(screen.queryByRole('listitem', { name: '스키 하루 렌탈 11' })).toBeNull();
    expect(screen.getByRole('heading', { name: '처리 대기 1건' })).toBeInTheDocument();
    const sent = transport.calls.find((c) => c.body.operationName === 'op_decideMessageReport');
    expect(sent?.body.variables).toEqual({ messageId: 11, decision: 'HIDE', reason: '고객 비방' });
  });

  it('tells the operator who lost the race, on the card', async () => {
    await renderDesk();
    fireEvent.click(screen.getByRole('button', { name: '더 보기' }));
    const second = await screen.findByRole('listitem', { name: '스키 하루 렌탈 21' });
    fireEvent.change(within(second).getByLabelText('처리 사유'), { target: { value: '정상 대화' } });
    fireEvent.click(within(second).getByRole('button', { name: '문제 없음' }));
    expect(await within(second).findByRole('alert')).toHaveTextContent('다른 운영자가 방금 처리했어요.');
  });
});
