import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  flashOnNextScreen,
  takeFlash,
  Toast,
  ToastProvider,
  TOAST_MS,
  useNotify,
  useToast,
} from '@/components/ui/Toast';

function Screen({ text, durationMs }: { text: string; durationMs?: number }) {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.notify(text)}>
        담기
      </button>
      <Toast message={toast.message} version={toast.version} onHide={toast.clear} durationMs={durationMs} />
    </>
  );
}

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says the text in a polite status region and hides it after the duration', () => {
    render(<Screen text="찜 목록에 담았어요." />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    fireEvent.click(screen.getByRole('button', { name: '담기' }));
    expect(screen.getByRole('status')).toHaveTextContent('찜 목록에 담았어요.');

    act(() => jest.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('찜 목록에 담았어요.');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps a screen’s longer duration and restarts it when the same text comes again', () => {
    render(<Screen text="가격을 바꿨어요." durationMs={3_500} />);
    fireEvent.click(screen.getByRole('button', { name: '담기' }));
    act(() => jest.advanceTimersByTime(3_000));
    fireEvent.click(screen.getByRole('button', { name: '담기' }));
    act(() => jest.advanceTimersByTime(3_000));
    expect(screen.getByRole('status')).toHaveTextContent('가격을 바꿨어요.');
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('runs its action, then hides, and does not vanish while the action has focus', () => {
    const undo = jest.fn();
    const onHide = jest.fn();
    render(<Toast message="찜 목록에서 뺐어요." onHide={onHide} action={{ label: '되돌리기', onClick: undo }} />);
    const button = screen.getByRole('button', { name: '되돌리기' });
    act(() => button.focus());
    act(() => jest.advanceTimersByTime(TOAST_MS * 2));
    expect(onHide).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(undo).toHaveBeenCalledTimes(1);
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('lets anything under a ToastProvider notify the one toast', () => {
    function Deep() {
      const notify = useNotify();
      return (
        <button type="button" onClick={() => notify('최저가 알림을 켰어요.')}>
          알림
        </button>
      );
    }
    render(
      <ToastProvider>
        <Deep />
      </ToastProvider>
    );
    fireEvent.click(screen.getByRole('button', { name: '알림' }));
    expect(screen.getByRole('status')).toHaveTextContent('최저가 알림을 켰어요.');
    act(() => jest.advanceTimersByTime(TOAST_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows a text flashed by the screen before on the next screen’s toast, once', () => {
    flashOnNextScreen('임시저장했어요. 게시하면 손님에게 보여요');
    const first = render(<ToastProvider>다음 화면</ToastProvider>);
    expect(screen.getByRole('status')).toHaveTextContent('임시저장했어요. 게시하면 손님에게 보여요');
    first.unmount();
    render(<ToastProvider>그다음 화면</ToastProvider>);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('gives a flashed text back when no screen took it', () => {
    flashOnNextScreen('저장했어요');
    expect(takeFlash()).toBe('저장했어요');
    expect(takeFlash()).toBeNull();
  });
});
