/**
 * Registered cards (/user/card_regist): the member's own cards as masked numbers (server-owned,
 * replaced on hydrate) and the state of a registration or removal in progress (the browser's).
 */
import { createSlice } from '@reduxjs/toolkit';
import type { CardRegistration, MyCard } from '@/api/order/cards';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { loadCardRegistPage, registerIssuedCard, registerSandboxCard, removeCard } from './cardThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type CardState = AsyncFields & {
  cards: MyCard[];
  registration: CardRegistration | null;
  register: AsyncFields;
  remove: AsyncFields;
};

export const initialCardState: CardState = {
  cards: [],
  registration: null,
  ...idleAsync,
  register: idleAsync,
  remove: idleAsync,
};

export const cardSlice = createSlice({
  name: 'cards',
  initialState: initialCardState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<CardState>('cards', { keep: ['register', 'remove'] }));
    for (const thunk of [registerSandboxCard, registerIssuedCard]) {
      builder
        .addCase(thunk.pending, (state) => {
          state.register = { status: 'loading', error: null };
        })
        .addCase(thunk.fulfilled, (state, { payload }) => {
          state.cards = [payload, ...state.cards.filter((c) => c.id !== payload.id)];
          state.register = { status: 'succeeded', error: null };
        })
        .addCase(thunk.rejected, (state, action) => {
          state.register = { status: 'failed', error: errorFromRejected(action) };
        });
    }
    builder
      .addCase(removeCard.pending, (state) => {
        state.remove = { status: 'loading', error: null };
      })
      .addCase(removeCard.fulfilled, (state, { payload }) => {
        state.cards = state.cards.filter((c) => c.id !== payload);
        state.remove = { status: 'succeeded', error: null };
      })
      .addCase(removeCard.rejected, (state, action) => {
        state.remove = { status: 'failed', error: errorFromRejected(action) };
      });
    // Matchers last: RTK wants every addCase before the first addMatcher.
    addThunkCases(builder, loadCardRegistPage, (state, page) => {
      state.cards = page.myCards;
      state.registration = page.cardRegistration;
    });
  },
  selectors: {
    selectCards: (state) => state.cards,
    selectCardRegistration: (state) => state.registration,
    selectCardsStatus: (state) => state.status,
    selectCardsError: (state) => state.error,
    selectCardRegister: (state) => state.register,
  },
});

export const { selectCards, selectCardRegistration, selectCardsStatus, selectCardsError, selectCardRegister } =
  injectSlice(cardSlice.injectInto(rootReducer)).selectors;
