import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';

/** The nearby-store map's calls: stores in view (public), saved places and choosing one (members). */

const pinSchema = z.object({ id: z.number().int(), name: z.string(), lat: z.number(), lng: z.number(), isOfficial: z.boolean() });

const storeSchema = z.object({
  id: z.number().int(), name: z.string(), address: z.string(), region: z.string(), isOfficial: z.boolean(),
  lat: z.number(), lng: z.number(), distanceKm: z.number(), distanceText: z.string(),
  reviewCount: z.number().int(), ratingAvg: z.number().nullable(), isOpen: z.boolean(), openText: z.string(),
  categories: z.array(z.string()),
});

const mapSchema = z.object({
  pins: z.array(pinSchema), storeList: z.array(storeSchema), searchAfter: z.string().nullable(), totalCount: z.number().int(),
});

const userLocationSchema = z.object({
  id: z.number().int(), userId: z.number().int(), name: z.string().nullable(), address1: z.string(),
  lat: z.number(), lng: z.number(), isSelected: z.boolean(),
});

export type MapPin = z.infer<typeof pinSchema>;
export type NearbyStore = z.infer<typeof storeSchema>;
export type NearbyStoreMapAnswer = z.infer<typeof mapSchema>;
export type UserLocation = z.infer<typeof userLocationSchema>;

export type NearbyStoreMapVariables = {
  mapLat: number; mapLng: number; z: number; myLat: number | null; myLng: number | null;
  viewportWidth: number; viewportHeight: number; searchAfter: string | null;
};

const STORE_FIELDS = 'id name address region isOfficial lat lng distanceKm distanceText reviewCount ratingAvg isOpen openText categories';

export const NEARBY_STORE_MAP_DOCUMENT = `query pb_nearbyStoreMap($input: NearbyStoreMapInput!) {
  nearbyStoreMap(input: $input) { pins { id name lat lng isOfficial } storeList { ${STORE_FIELDS} } searchAfter totalCount }
}`;

export async function fetchNearbyStoreMap(client: ApiClient, input: NearbyStoreMapVariables, signal?: AbortSignal): Promise<NearbyStoreMapAnswer> {
  const data = await client.request<unknown>('item', NEARBY_STORE_MAP_DOCUMENT, { input }, { operationName: 'pb_nearbyStoreMap', signal });
  return checkAnswer(z.object({ nearbyStoreMap: mapSchema }), data, 'pb_nearbyStoreMap').nearbyStoreMap;
}

const LOCATION_FIELDS = 'id userId name address1 lat lng isSelected';

export const USER_LOCATION_LIST_DOCUMENT = `query us_userLocationList { userLocationList { ${LOCATION_FIELDS} } }`;

/** Member only: an anonymous caller gets UNAUTHENTICATED. */
export async function fetchUserLocationList(client: ApiClient): Promise<UserLocation[]> {
  const data = await client.request<unknown>('item', USER_LOCATION_LIST_DOCUMENT, {}, { operationName: 'us_userLocationList' });
  return checkAnswer(z.object({ userLocationList: z.array(userLocationSchema) }), data, 'us_userLocationList').userLocationList;
}

export const SELECT_USER_LOCATION_DOCUMENT = `mutation us_selectUserLocation($id: Int!) { selectUserLocation(id: $id) { ${LOCATION_FIELDS} } }`;

export async function selectUserLocation(client: ApiClient, id: number): Promise<UserLocation[]> {
  const data = await client.request<unknown>('item', SELECT_USER_LOCATION_DOCUMENT, { id }, { operationName: 'us_selectUserLocation' });
  return checkAnswer(z.object({ selectUserLocation: z.array(userLocationSchema) }), data, 'us_selectUserLocation').selectUserLocation;
}
