/**
 * The signed-in person (docs/product.md §3 User). Server-owned: SSR resolves the viewer from the session
 * cookie and the browser takes it by hydrate. Only the viewer's own data lives here, and the card
 * number is the masked one the server sends (convention 4: state is printed into the HTML).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberProfile } from '@/api/item/me';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { viewerLoaded } from './viewerActions';
import { loadViewer } from './viewerThunks';
import { hydrate, replaceOnHydrate } from './hydrate';

export type User = {
  id: number | null;
  name: string | null;
  phone: string | null;
  /** Masked (e.g. `**** **** **** 1234`): the full number is never stored anywhere. */
  cardNum: string | null;
  img: string | null;
  point: number;
  registKeyType: string | null;
  isLogin: boolean;
  nickname: string | null;
  nickType: string | null;
  /** Not null for an account linked to a seller (docs/product.md §6). */
  businessId: number | null;
  /** The business a seller account runs (the seller console's header); null for other accounts. */
  businessName: string | null;
  /** The account's email, masked (`ri****@n****.com`); null for social accounts without one. */
  maskedEmail: string | null;
  /** Social-only accounts have no password (no 비밀번호 변경 for them). */
  hasPassword: boolean;
  isMarketingAgreed: boolean;
};

/** What the server knows of the viewer; `isLogin` is never given, it follows from `id`. */
export type UserProfile = Omit<User, 'isLogin'>;

export type UserState = User & AsyncFields;

const emptyUser: User = {
  id: null,
  name: null,
  phone: null,
  cardNum: null,
  img: null,
  point: 0,
  registKeyType: null,
  isLogin: false,
  nickname: null,
  nickType: null,
  businessId: null,
  businessName: null,
  maskedEmail: null,
  hasPassword: false,
  isMarketingAgreed: false,
};

export const initialUserState: UserState = { ...emptyUser, ...idleAsync };

/** docs/product.md §4: a user is logged in exactly when an id is present. */
const hasId = (id: User['id']): boolean => id !== null && id !== undefined;

/** The server's profile as the User of docs/product.md §3 (the phone is the masked one). */
export function profileToUser(profile: MemberProfile): Omit<User, 'isLogin'> {
  return {
    id: profile.id,
    name: profile.name,
    phone: profile.maskedPhone,
    cardNum: null,
    img: profile.img,
    point: profile.point,
    registKeyType: profile.registKeyType,
    nickname: profile.nickname,
    nickType: profile.nickType,
    businessId: profile.businessId,
    businessName: profile.businessName ?? null,
    maskedEmail: profile.maskedEmail,
    hasPassword: profile.hasPassword,
    isMarketingAgreed: profile.isMarketingAgreed,
  };
}

export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    /** Replaces the viewer (a null id means a visitor who is not logged in). */
    setUser(state, action: PayloadAction<Partial<UserProfile>>) {
      const next = { ...emptyUser, ...action.payload };
      return { ...next, isLogin: hasId(next.id), status: 'succeeded', error: null };
    },
    /** Updates some fields (a new nickname, points after an order). */
    patchUser(state, action: PayloadAction<Partial<UserProfile>>) {
      Object.assign(state, action.payload);
      state.isLogin = hasId(state.id);
    },
    /** Logout, or an expired session. */
    clearUser() {
      return initialUserState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<UserState>('user'));
    builder.addCase(viewerLoaded, (state, { payload: profile }) => {
      Object.assign(state, profile ? profileToUser(profile) : emptyUser);
      state.isLogin = hasId(state.id);
      state.status = 'succeeded';
      state.error = null;
    });
    addThunkCases<UserState, unknown>(builder, loadViewer, () => undefined);
  },
  selectors: {
    selectUser: (state) => state,
    selectIsLogin: (state) => state.isLogin,
    selectUserId: (state) => state.id,
    /** A seller-linked account (docs/product.md §6). */
    selectIsBusiness: (state) => state.businessId !== null,
    selectBusinessName: (state) => state.businessName ?? '',
    selectUserStatus: (state) => state.status,
  },
});

export const { setUser, patchUser, clearUser } = userSlice.actions;
export const { selectUser, selectIsLogin, selectUserId, selectIsBusiness, selectBusinessName, selectUserStatus } =
  userSlice.selectors;
