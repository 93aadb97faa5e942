/**
 * The map's coordinate and zoom ranges as zod schemas, for the service's input (server side).
 * lib/nearbyMap/mapFilters.ts checks the same ranges without zod, because it runs in the browser's
 * business at start-up and zod would be 33 KiB of start-up JavaScript (issue 19).
 */
import '@/lib/zodWithoutEval';
import { z } from 'zod';
import { KOREA_BOUNDS, MAX_ZOOM, MIN_ZOOM } from './constants';

export const latSchema = z.number().finite().min(KOREA_BOUNDS.minLat).max(KOREA_BOUNDS.maxLat);
export const lngSchema = z.number().finite().min(KOREA_BOUNDS.minLng).max(KOREA_BOUNDS.maxLng);
export const zoomSchema = z.number().int().min(MIN_ZOOM).max(MAX_ZOOM);
