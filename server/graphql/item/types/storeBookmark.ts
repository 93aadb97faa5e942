import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { businessBookmarkInput } from '../../../domain/business/businessInput';
import { setStoreBookmark, type StoreBookmarkState } from '../../../domain/business/businessBookmark';

const StoreBookmarkStateRef = builder.objectRef<StoreBookmarkState>('StoreBookmarkState').implement({
  fields: (t) => ({
    storeId: t.exposeInt('storeId'),
    isBookmarked: t.exposeBoolean('isBookmarked'),
  }),
});

builder.mutationFields((t) => ({
  setStoreBookmark: t.field({
    type: StoreBookmarkStateRef,
    description: '매장 찜하기/해제 (회원 전용, 같은 상태를 다시 요청해도 그대로)',
    args: { storeId: t.arg.int({ required: true }), active: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const input = parseInput(businessBookmarkInput, args);
      return setStoreBookmark(ctx.db, viewer.userId, input.storeId, input.active);
    },
  }),
}));
