import type { ApiClient } from '../client';
import { us_markSeenDocument, type BadgeFieldsFragment, type SeenArea } from './generated';

/** docs/product.md §3 Badges. */
export type Badges = BadgeFieldsFragment;

/** The screens whose visit clears a badge (server/domain/member/memberSeen.ts). */
export type { SeenArea };

/** Records that the member opened `area` now; answers the badges after it. */
export async function markSeen(client: ApiClient, area: SeenArea): Promise<Badges> {
  return (await client.request('item', us_markSeenDocument, { area })).markSeen;
}
