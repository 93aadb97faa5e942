import { act, fireEvent, render, screen } from '@testing-library/react';
import { CaptureSurvey, SURVEY_THANKS } from '@/components/capture/CaptureSurvey';
import { ShellContext } from '@/components/shell/ShellContext';

const existCaptureSurvey = jest.fn<Promise<{ isExist: boolean }>, [{ surveyName: string; anonyId: string }]>();
const createCaptureSurvey = jest.fn<Promise<string>, [{ anonyId: string; surveyName: string; value: string }]>();
jest.mock('@/store/wrapper', () => ({
  resolveServices: () => ({ capture: { existCaptureSurvey, createCaptureSurvey } }),
}));

const choices = [
  { value: 'easy', label: '쉬웠어요' },
  { value: 'ok', label: '보통이에요' },
  { value: 'hard', label: '어려웠어요' },
];

async function renderSurvey(shell: { anonId: string | null; isCrawler?: boolean } = { anonId: 'anon-1' }) {
  const view = render(
    <ShellContext.Provider
      value={{ anonId: shell.anonId, isCrawler: shell.isCrawler ?? false, isMobile: true, siteUrl: '' }}
    >
      <CaptureSurvey surveyName="order_complete_ease" question="결제 과정은 어떠셨나요?" choices={choices} />
    </ShellContext.Provider>
  );
  // Let the existence check settle.
  await act(async () => {
    await Promise.resolve();
  });
  return view;
}

beforeEach(() => {
  existCaptureSurvey.mockReset().mockResolvedValue({ isExist: false });
  createCaptureSurvey.mockReset().mockResolvedValue('1');
});

describe('CaptureSurvey', () => {
  it('asks a visitor who has not answered, under their own anonymous id', async () => {
    await renderSurvey();
    expect(existCaptureSurvey).toHaveBeenCalledWith({ surveyName: 'order_complete_ease', anonyId: 'anon-1' });
    const group = screen.getByRole('group', { name: '결제 과정은 어떠셨나요?' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['쉬웠어요', '보통이에요', '어려웠어요']);
  });

  it('a tap sends the choice’s value once and thanks the visitor in Korean', async () => {
    await renderSurvey();
    fireEvent.click(screen.getByRole('button', { name: '보통이에요' }));
    expect(createCaptureSurvey).toHaveBeenCalledWith({
      anonyId: 'anon-1',
      surveyName: 'order_complete_ease',
      value: 'ok',
    });
    expect(screen.getByRole('status')).toHaveTextContent(SURVEY_THANKS);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(createCaptureSurvey).toHaveBeenCalledTimes(1);
  });

  it('shows nothing to a visitor who already answered', async () => {
    existCaptureSurvey.mockResolvedValue({ isExist: true });
    const { container } = await renderSurvey();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing while it does not know yet, so a returning visitor never sees the question flash', () => {
    existCaptureSurvey.mockReturnValue(new Promise(() => undefined));
    const { container } = render(
      <ShellContext.Provider value={{ anonId: 'anon-1', isCrawler: false, isMobile: true, siteUrl: '' }}>
        <CaptureSurvey surveyName="order_complete_ease" question="결제 과정은 어떠셨나요?" choices={choices} />
      </ShellContext.Provider>
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('stays hidden (and logs) when the check fails, and asks nobody without an anonymous id or a crawler', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    existCaptureSurvey.mockRejectedValue(new Error('offline'));
    const failed = await renderSurvey();
    expect(failed.container).toBeEmptyDOMElement();
    expect(log).toHaveBeenCalled();
    failed.unmount();
    existCaptureSurvey.mockClear();
    expect((await renderSurvey({ anonId: null })).container).toBeEmptyDOMElement();
    expect((await renderSurvey({ anonId: 'bot', isCrawler: true })).container).toBeEmptyDOMElement();
    expect(existCaptureSurvey).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('still thanks the visitor when the answer cannot be sent, and logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    createCaptureSurvey.mockRejectedValue(new Error('offline'));
    await renderSurvey();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '쉬웠어요' }));
      await Promise.resolve();
    });
    expect(screen.getByRole('status')).toHaveTextContent(SURVEY_THANKS);
    expect(String(log.mock.calls[0]?.[0])).toContain('order_complete_ease');
    log.mockRestore();
  });
});
