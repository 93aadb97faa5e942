import type { ApiClient } from '../client';
import {
  pb_nearbyMapPageDocument, pb_nearbyStoreMapDocument, us_selectUserLocationDocument,
  type NearbyStoreMapFieldsFragment, type NearbyStoreMapInput, type pb_nearbyMapPageQuery, type UserLocationFieldsFragment,
} from './generated';

/** The nearby-store map's calls: its page (stores in view, saved places, viewer), other views, choosing a place. */

export type NearbyStoreMapAnswer = NearbyStoreMapFieldsFragment;
export type MapPin = NearbyStoreMapAnswer['pins'][number];
export type NearbyStore = NearbyStoreMapAnswer['storeList'][number];
export type UserLocation = UserLocationFieldsFragment;
export type NearbyStoreMapVariables = NearbyStoreMapInput;

export type NearbyMapPageAnswer = {
  me: pb_nearbyMapPageQuery['me'];
  nearbyStoreMap: NearbyStoreMapAnswer;
  /** The member's saved places; empty for a visitor (not asked). */
  userLocationList: UserLocation[];
};

/** The map page's one operation. */
export async function fetchNearbyMapPage(client: ApiClient, input: NearbyStoreMapVariables, signedIn: boolean): Promise<NearbyMapPageAnswer> {
  const answer = await client.request('item', pb_nearbyMapPageDocument, { input, signedIn });
  return { me: answer.me, nearbyStoreMap: answer.nearbyStoreMap, userLocationList: answer.userLocationList ?? [] };
}

export async function fetchNearbyStoreMap(client: ApiClient, input: NearbyStoreMapVariables, signal?: AbortSignal): Promise<NearbyStoreMapAnswer> {
  return (await client.request('item', pb_nearbyStoreMapDocument, { input }, { signal })).nearbyStoreMap;
}

/** Member only: an anonymous caller gets UNAUTHENTICATED. */
export async function selectUserLocation(client: ApiClient, id: number): Promise<UserLocation[]> {
  return (await client.request('item', us_selectUserLocationDocument, { id })).selectUserLocation;
}
