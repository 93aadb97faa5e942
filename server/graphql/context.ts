import type { Db } from '../db/client';

/** The signed-in member, resolved once per request from the session cookie or header. */
export type Viewer = { userId: number; businessId: number | null; sessionId: number };

/** Typed context of every service (ARCHITECTURE.md): the same shape for capture, item and order. */
export type ServiceContext = {
  db: Db;
  viewer: Viewer | null;
  anonId: string | null;
  /** anonId is one the server can vouch for (sealed cookie or in-process transport), not a plain header. */
  anonVerified: boolean;
  requestId: string;
};
