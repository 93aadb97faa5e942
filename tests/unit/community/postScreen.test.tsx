import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { CommunityPostAnswer, CommunityPostDetail } from '@/api/item/communityPost';
import { PostScreen } from '@/components/community/post/PostScreen';
import { postJsonLd } from '@/components/community/post/postSeo';
import { loadCommunityPostPage } from '@/store/communityPostThunks';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import { sampleViewer } from '../item/itemFixtures';
import { modelCard } from '../model/modelCardFixture';

const push = jest.fn();
jest.mock('next/router', () => ({
  useRouter: () => ({ push, replace: jest.fn(), asPath: '/community/free/posts/5', query: {} }),
}));

const reply = {
  id: 12,
  parentId: 11,
  content: '저도 궁금해요',
  nickname: '스키어',
  authorId: 3,
  isMine: false,
  isPlaceholder: false,
  edited: false,
  createdDatetime: '2025-03-01T02:00:00.000Z',
  updatedDatetime: '2025-03-01T02:00:00.000Z',
};
const post: CommunityPostDetail = {
  id: 5,
  boardCode: 'free',
  boardName: '자유',
  title: '한강 라이딩 코스',
  content: '코스 지도 https://map.example.com/r\n<script>alert(1)</script>',
  authorId: 2,
  nickname: '라이더',
  authorBlocked: false,
  viewCount: 10,
  likeCount: 3,
  commentCount: 2,
  taggedModelCount: 1,
  likeFeedback: false,
  isMine: false,
  canEdit: false,
  createdDatetime: '2025-03-01T00:00:00.000Z',
  updatedDatetime: '2025-03-01T00:00:00.000Z',
  edited: false,
  photos: [],
  models: [modelCard(7, { name: '스피드 1', brandName: '테스트', img: '/app/v4/images/3', imageId: 3 })],
  comments: [
    {
      id: 11,
      content: '삭제된 댓글입니다',
      nickname: null,
      authorId: null,
      isMine: false,
      isPlaceholder: true,
      edited: false,
      createdDatetime: '2025-03-01T01:00:00.000Z',
      updatedDatetime: '2025-03-01T01:00:00.000Z',
      replies: [reply],
    },
  ],
};
const page = (me: CommunityPostAnswer['me']): CommunityPostAnswer => ({ me, communityPost: post });

async function shown(respond: (call: RecordedCall) => Response, me: CommunityPostAnswer['me'] = sampleViewer) {
  const calls: RecordedCall[] = [];
  const { store } = testStore((call) => {
    calls.push(call);
    return call.body.operationName === 'pb_communityPost' ? fakeResponse({ data: page(me) }) : respond(call);
  });
  await store.dispatch(loadCommunityPostPage({ boardCode: 'free', id: 5 }));
  render(
    <Provider store={store}>
      <PostScreen url="https://ridemarket.test/community/free/posts/5" />
    </Provider>
  );
  return { store, calls };
}

describe('/community/{boardCode}/posts/{id}', () => {
  beforeEach(() => push.mockReset());

  it('shows the post as text with safe links, the model card, the placeholder and the reply, and counts the view', async () => {
    const { store, calls } = await shown((call) =>
      fakeResponse({ data: call.body.operationName === 'pb_viewCommunityPost' ? { viewCommunityPost: true } : {} })
    );
    expect(screen.getByRole('heading', { level: 1, name: '한강 라이딩 코스' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'https://map.example.com/r' });
    expect(link.getAttribute('rel')).toContain('nofollow');
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: /스피드 1/ }).getAttribute('href')).toBe('/models/7');
    expect(screen.getByText('삭제된 댓글입니다')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '답글' })).getByText('저도 궁금해요')).toBeTruthy();
    await waitFor(() => expect(store.getState().communityPost.post?.viewCount).toBe(11));
    expect(calls.filter((c) => c.body.operationName === 'pb_viewCommunityPost')).toHaveLength(1);
  });

  it('applies the like answer to the button (overwrite, not add)', async () => {
    await shown((call) =>
      fakeResponse({
        data:
          call.body.operationName === 'us_togglePostLike'
            ? { togglePostLike: { postId: 5, likeFeedback: true, likeCount: 9, commentCount: 2, taggedModelCount: 1 } }
            : { viewCommunityPost: false },
      })
    );
    fireEvent.click(screen.getByRole('button', { name: /좋아요/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /좋아요/ }).getAttribute('aria-pressed')).toBe('true')
    );
    expect(screen.getByRole('button', { name: /좋아요/ }).textContent).toContain('9');
  });

  it('sends a visitor who taps 좋아요 to log in, and offers a login link instead of the comment box', async () => {
    await shown(() => fakeResponse({ data: { viewCommunityPost: false } }), null);
    fireEvent.click(screen.getByRole('button', { name: /좋아요/ }));
    expect(push).toHaveBeenCalledWith(expect.stringContaining('/login'));
    expect(screen.getByRole('link', { name: '로그인하고 댓글 남기기' })).toBeTruthy();
    expect(screen.queryByLabelText('댓글을 남겨 주세요')).toBeNull();
  });

  it('reports a comment with a chosen reason and says it was received', async () => {
    const { calls } = await shown((call) =>
      fakeResponse({
        data:
          call.body.operationName === 'us_reportContent'
            ? { reportContent: { kind: 'COMMENT', id: 12, hidden: false } }
            : { viewCommunityPost: false },
      })
    );
    fireEvent.click(screen.getByRole('button', { name: '신고' }));
    const dialog = screen.getByText('댓글 신고하기').closest('dialog')!;
    fireEvent.click(within(dialog).getByRole('radio', { name: '욕설·비하', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: '신고', hidden: true }));
    await waitFor(() =>
      expect(calls.find((c) => c.body.operationName === 'us_reportContent')?.body.variables).toEqual({
        kind: 'COMMENT',
        id: 12,
        reason: '욕설·비하',
      })
    );
    expect(await screen.findByText('신고가 접수됐어요. 검토 후 조치할게요.')).toBeTruthy();
  });

  it('describes the post as DiscussionForumPosting with like and comment counts, placeholders left out', () => {
    const data = postJsonLd(post, 'https://ridemarket.test/community/free/posts/5', null) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'DiscussionForumPosting',
      headline: '한강 라이딩 코스',
      author: { name: '라이더' },
      commentCount: 2,
    });
    expect(data.interactionStatistic).toEqual([
      expect.objectContaining({ interactionType: 'https://schema.org/LikeAction', userInteractionCount: 3 }),
      expect.objectContaining({ interactionType: 'https://schema.org/CommentAction', userInteractionCount: 2 }),
    ]);
    expect((data.comment as { text: string }[]).map((c) => c.text)).toEqual(['저도 궁금해요']);
  });
});
