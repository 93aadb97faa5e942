import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { nearbyBusinessMap } from '../../../domain/nearbyMap/businessesInView';
import { userLocationIdInput } from '../../../domain/nearbyMap/mapInput';
import { listUserLocations, selectUserLocation } from '../../../domain/nearbyMap/userLocations';
import { RentalRangeInputRef } from './rentalRange';
import type { MapPin, NearbyBusinessMap, NearbyBusinessRow, UserLocation } from '../../../domain/nearbyMap/mapTypes';

const MapPinRef = builder.objectRef<MapPin>('MapPin').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    lat: t.exposeFloat('lat'),
    lng: t.exposeFloat('lng'),
    isOfficial: t.exposeBoolean('isOfficial'),
  }),
});

const NearbyBusinessRowRef = builder.objectRef<NearbyBusinessRow>('NearbyBusiness').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    address: t.exposeString('address'),
    region: t.exposeString('region'),
    isOfficial: t.exposeBoolean('isOfficial'),
    lat: t.exposeFloat('lat'),
    lng: t.exposeFloat('lng'),
    distanceKm: t.exposeFloat('distanceKm'),
    distanceText: t.exposeString('distanceText', { description: "'850m', '1.2km'" }),
    reviewCount: t.exposeInt('reviewCount', { description: '매장 상품 리뷰 수의 합' }),
    ratingAvg: t.exposeFloat('ratingAvg', { nullable: true, description: '리뷰 수로 가중한 상품 평점 평균' }),
    isOpen: t.exposeBoolean('isOpen', { description: '지금(서울 시간) 영업 중인지' }),
    openText: t.exposeString('openText'),
    categories: t.exposeStringList('categories'),
    freeItemCount: t.exposeInt('freeItemCount', {
      nullable: true,
      description: '기간을 골랐을 때: 그 기간 내내 빌릴 수 있는 상품 수 (기간이 없으면 null)',
    }),
  }),
});

const NearbyBusinessMapRef = builder.objectRef<NearbyBusinessMap>('NearbyBusinessMap').implement({
  fields: (t) => ({
    pins: t.field({
      type: [MapPinRef],
      description: '화면 안 매장 핀 (지도 중심에 가까운 순, 최대 300, 첫 페이지만)',
      resolve: (m) => m.pins,
    }),
    businessList: t.field({
      type: [NearbyBusinessRowRef],
      description: '화면 안 매장, 내 위치(없으면 지도 중심)에서 가까운 순',
      resolve: (m) => m.businessList,
    }),
    searchAfter: t.exposeString('searchAfter', { nullable: true }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

const UserLocationRef = builder.objectRef<UserLocation>('UserLocation').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    userId: t.exposeInt('userId'),
    name: t.exposeString('name', { nullable: true, description: "'집', '회사' 같은 이름; 최근 위치는 null" }),
    address1: t.exposeString('address1'),
    lat: t.exposeFloat('lat'),
    lng: t.exposeFloat('lng'),
    isSelected: t.exposeBoolean('isSelected'),
  }),
});

const NearbyBusinessMapInputRef = builder.inputType('NearbyBusinessMapInput', {
  fields: (t) => ({
    mapLat: t.float({ required: true }),
    mapLng: t.float({ required: true }),
    z: t.int({ required: true, description: '지도 줌 레벨 7–19' }),
    myLat: t.float(),
    myLng: t.float(),
    viewportWidth: t.int({ required: true, description: '지도 너비 (CSS px)' }),
    viewportHeight: t.int({ required: true, description: '지도 높이 (CSS px)' }),
    searchAfter: t.string(),
    range: t.field({ type: RentalRangeInputRef, description: '기간: 그 기간에 빌릴 수 있는 상품이 있는 매장만' }),
  }),
});

builder.queryFields((t) => ({
  nearbyBusinessMap: t.field({
    type: NearbyBusinessMapRef,
    description: '지도 화면 안의 매장: 핀과 거리순 목록 (searchAfter 커서로 20개씩)',
    args: { input: t.arg({ type: NearbyBusinessMapInputRef, required: true }) },
    resolve: (_root, args, ctx) => nearbyBusinessMap(ctx.db, args.input),
  }),
  userLocationList: t.field({
    type: [UserLocationRef],
    description: '내가 저장한 위치 (회원 전용)',
    resolve: (_root, _args, ctx) => listUserLocations(ctx.db, requireMember(ctx.viewer).userId),
  }),
}));

builder.mutationFields((t) => ({
  selectUserLocation: t.field({
    type: [UserLocationRef],
    description: '저장한 위치 하나를 선택 (회원 전용, 내 위치만)',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      return selectUserLocation(ctx.db, viewer.userId, parseInput(userLocationIdInput, args).id);
    },
  }),
}));
