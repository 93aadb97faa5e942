import type { ApiClient } from '../client';
import { us_meDocument, type MemberProfileFieldsFragment, type ViewerFieldsFragment } from './generated';

export type MemberProfile = MemberProfileFieldsFragment;

/** The profile with what every page shows of the member's activity: the badges and the unread alarms. */
export type ViewerProfile = ViewerFieldsFragment;

/** The signed-in member, or null for a visitor (or a session that ended). */
export async function fetchMe(client: ApiClient): Promise<ViewerProfile | null> {
  return (await client.request('item', us_meDocument, {})).me;
}
