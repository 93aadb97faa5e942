import type { ApiClient } from '../client';
import {
  pb_nearbyMapPageDocument,
  pb_nearbyBusinessMapDocument,
  us_selectUserLocationDocument,
  type NearbyBusinessMapFieldsFragment,
  type NearbyBusinessMapInput,
  type pb_nearbyMapPageQuery,
  type UserLocationFieldsFragment,
} from './generated';

/** The nearby-business map's calls: its page (businesses in view, saved places, viewer), other views, choosing a place. */

export type NearbyBusinessMapAnswer = NearbyBusinessMapFieldsFragment;
export type MapPin = NearbyBusinessMapAnswer['pins'][number];
export type NearbyBusiness = NearbyBusinessMapAnswer['businessList'][number];
export type UserLocation = UserLocationFieldsFragment;
export type NearbyBusinessMapVariables = NearbyBusinessMapInput;

export type NearbyMapPageAnswer = {
  me: pb_nearbyMapPageQuery['me'];
  nearbyBusinessMap: NearbyBusinessMapAnswer;
  /** The member's saved places; empty for a visitor (not asked). */
  userLocationList: UserLocation[];
};

/** The map page's one operation. */
export async function fetchNearbyMapPage(
  client: ApiClient,
  input: NearbyBusinessMapVariables,
  signedIn: boolean
): Promise<NearbyMapPageAnswer> {
  const answer = await client.request('item', pb_nearbyMapPageDocument, { input, signedIn });
  return {
    me: answer.me,
    nearbyBusinessMap: answer.nearbyBusinessMap,
    userLocationList: answer.userLocationList ?? [],
  };
}

export async function fetchNearbyBusinessMap(
  client: ApiClient,
  input: NearbyBusinessMapVariables,
  signal?: AbortSignal
): Promise<NearbyBusinessMapAnswer> {
  return (await client.request('item', pb_nearbyBusinessMapDocument, { input }, { signal })).nearbyBusinessMap;
}

/** Member only: an anonymous caller gets UNAUTHENTICATED. */
export async function selectUserLocation(client: ApiClient, id: number): Promise<UserLocation[]> {
  return (await client.request('item', us_selectUserLocationDocument, { id })).selectUserLocation;
}
