import { fetchCommunityWritePage, updatePost, writePost, type PostDraft } from '@/api/item/communityWrite';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

export type WritePageArg = { boardCode: string; postId: number | null };

/** The write and update pages' loader: the viewer, the boards and (on /update) the member's own post. */
export const loadCommunityWritePage = createPageThunk(
  'communityWrite/loadPage',
  ({ boardCode, postId }: WritePageArg, { extra }) => fetchCommunityWritePage(extra.client, boardCode, postId)
);

/** 등록 or 수정 (the page knows which from the loaded post); a second tap while one runs is dropped. */
export const submitPost = createApiThunk(
  'communityWrite/submit',
  (draft: PostDraft, { extra, getState }) => {
    const post = getState().communityWrite.form?.post;
    return post ? updatePost(extra.client, post.id, draft) : writePost(extra.client, draft);
  },
  {
    condition: (_, { getState }) =>
      getState().communityWrite.submit.status !== 'loading' && getState().communityWrite.form !== null,
  }
);
