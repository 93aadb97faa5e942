import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { CommunityWritePage } from '@/api/item/communityWrite';
import { PostWriteScreen } from '@/components/community/write/PostWriteScreen';
import { RESTORED_NOTICE } from '@/components/community/write/PostForm';
import {
  addTag,
  counterText,
  draftKey,
  loadDraft,
  removeTag,
  saveDraft,
  type PostFormValues,
} from '@/components/community/write/postDraft';
import { checkPost } from '@/components/community/write/postCheck';
import { cleanPostText } from '@/server/domain/community/writePostInput';
import { localStore } from '@/lib/storage';
import { loadCommunityWritePage } from '@/store/communityWriteThunks';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import { modelCard } from '../model/modelCardFixture';

const push = jest.fn(async () => true);
jest.mock('next/router', () => ({
  useRouter: () => ({
    back: jest.fn(),
    push,
    replace: jest.fn(),
    prefetch: jest.fn(async () => undefined),
    pathname: '/community/[boardCode]/posts/write',
    query: { boardCode: 'free' },
    asPath: '/community/free/posts/write',
  }),
}));

const boards = [
  { code: 'free', name: '자유', description: '' },
  { code: 'review', name: '사용 후기', description: '' },
];
const empty: PostFormValues = { boardCode: 'free', title: '', content: '', photos: [], models: [] };

function renderWrite(
  respond: (call: RecordedCall) => Response = () => fakeResponse({ data: null }),
  post: CommunityWritePage['communityWriteForm']['post'] = null
) {
  const made = testStore(respond);
  const page: CommunityWritePage = { me: null, communityWriteForm: { boards, post } };
  made.store.dispatch(
    loadCommunityWritePage.fulfilled(page, 'r1', { boardCode: 'free', postId: post ? post.id : null })
  );
  render(
    <Provider store={made.store}>
      <PostWriteScreen boardCode="free" postId={post ? post.id : null} />
    </Provider>
  );
  return made;
}

beforeEach(() => {
  window.localStorage.clear();
  push.mockClear();
});

describe('post draft, counters and tag chips (pure)', () => {
  it('keeps one draft per board or post, drops empty and broken ones', () => {
    expect(draftKey('free', null)).not.toBe(draftKey('review', null));
    expect(draftKey('free', 7)).not.toBe(draftKey('free', null));
    const draft = { ...empty, title: '임시 제목', models: [{ id: 1, name: 'C라인' }] };
    saveDraft(localStore, 'k', draft);
    expect(loadDraft(localStore, 'k')).toEqual(draft);
    saveDraft(localStore, 'k', empty);
    expect(loadDraft(localStore, 'k')).toBeNull();
    localStore.set('k', { title: 3 });
    expect(loadDraft(localStore, 'k')).toBeNull();
  });

  it('counts trimmed characters and says how many more are needed', () => {
    expect(counterText('  가나 ', 2, 80)).toEqual({ text: '2 / 80자', short: false });
    expect(counterText('짧음', 10, 5000)).toEqual({ text: '2 / 5,000자 · 8자 더 써 주세요', short: true });
  });

  it('adds a chip once, never past five, and removes it', () => {
    let chips = addTag([], { id: 1, name: 'A' });
    chips = addTag(chips, { id: 1, name: 'A' });
    expect(chips).toHaveLength(1);
    for (let id = 2; id <= 7; id += 1) chips = addTag(chips, { id, name: `M${id}` });
    expect(chips.map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    expect(removeTag(chips, 3).map((c) => c.id)).toEqual([1, 2, 4, 5]);
  });

  it('checks the lengths and profanity as the server does, and cleans control characters but keeps line breaks', () => {
    expect(checkPost({ ...empty, title: '가', content: '짧아요' })).toEqual({
      title: expect.stringContaining('2자 이상'),
      content: expect.stringContaining('10자 이상'),
    });
    expect(checkPost({ ...empty, title: '좋은 제목', content: '이 자전거 씨발 진짜 좋아요 여러분' }).content).toContain(
      '욕설'
    );
    expect(cleanPostText(' 첫 줄\u0007\r\n둘째 줄 ')).toBe('첫 줄\n둘째 줄');
  });
});

describe('PostWriteScreen', () => {
  it('restores a saved draft with a notice, and the counters follow the text', () => {
    saveDraft(localStore, draftKey('free', null), { ...empty, title: '임시 저장 제목', content: '저장한 본문' });
    renderWrite();
    expect(screen.getByRole('status')).toHaveTextContent(RESTORED_NOTICE);
    expect(screen.getByLabelText('제목')).toHaveValue('임시 저장 제목');
    expect(screen.getByText('6 / 5,000자 · 4자 더 써 주세요')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('내용'), { target: { value: '열 글자가 넘는 본문이에요' } });
    expect(screen.getByText('14 / 5,000자')).toBeInTheDocument();
    expect(loadDraft(localStore, draftKey('free', null))?.content).toBe('열 글자가 넘는 본문이에요');
  });

  it('does not send a too-short post, and shows why', () => {
    const made = renderWrite();
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '등록하기' }));
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('제목을 2자 이상 써 주세요.');
    expect(made.transport.calls).toHaveLength(0);
  });

  it('tags models from the auto-complete as removable chips, sends them, clears the draft and opens the post', async () => {
    jest.useFakeTimers();
    const made = renderWrite((call) => {
      if (call.body.operationName === 'pb_autoKeywords') {
        return fakeResponse({
          data: {
            autoKeywords: [
              { keyword: 'C라인 익스플로어', type: 'MODEL', subText: '브롬톤', modelId: 42 },
              { keyword: '브롬톤', type: 'BRAND', subText: '', modelId: null },
            ],
          },
        });
      }
      return fakeResponse({ data: { writePost: { postId: 901, boardCode: 'review' } } });
    });
    fireEvent.change(screen.getByLabelText(/모델 태그/), { target: { value: '브롬' } });
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    jest.useRealTimers();
    const options = within(await screen.findByRole('listbox', { name: '모델 검색 결과' })).getAllByRole('option');
    expect(options).toHaveLength(1);
    fireEvent.click(within(options[0]).getByRole('button'));
    const chips = screen.getByRole('list', { name: '태그한 모델' });
    expect(within(chips).getByText('C라인 익스플로어')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('게시판'), { target: { value: 'review' } });
    fireEvent.change(screen.getByLabelText('제목'), { target: { value: '브롬톤 후기' } });
    fireEvent.change(screen.getByLabelText('내용'), { target: { value: '한 달 동안 출퇴근에 썼어요.' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '등록하기' }));
    });
    const sent = made.transport.calls.find((c) => c.body.operationName === 'us_writePost');
    expect(sent?.body.variables).toEqual({
      boardCode: 'review',
      title: '브롬톤 후기',
      content: '한 달 동안 출퇴근에 썼어요.',
      imageIds: [],
      modelIds: [42],
    });
    expect(push).toHaveBeenCalledWith('/community/review/posts/901');
    expect(loadDraft(localStore, draftKey('free', null))).toBeNull();
  });

  it('fills the form with the post being edited, without calling it a draft', () => {
    renderWrite(undefined, {
      id: 5,
      boardCode: 'free',
      title: '고칠 글',
      content: '고칠 본문입니다 여러분',
      photos: [],
      models: [modelCard(42, { name: 'C라인 익스플로어', brandName: '브롬톤', img: '/i.png' })],
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText('제목')).toHaveValue('고칠 글');
    expect(screen.getByRole('button', { name: 'C라인 익스플로어 태그 빼기' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '수정하기' })).toBeInTheDocument();
  });
});
