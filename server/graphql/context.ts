import type { Db } from '../db/client';
import type { Viewer } from '../domain/viewer';

export type { Viewer };

/** Typed context of every service (docs/architecture.md §1): the same shape for capture, item and order. */
export type ServiceContext = {
  db: Db;
  viewer: Viewer | null;
  anonId: string | null;
  /** anonId is one the server can vouch for (sealed cookie or in-process transport), not a plain header. */
  anonVerified: boolean;
  requestId: string;
};
