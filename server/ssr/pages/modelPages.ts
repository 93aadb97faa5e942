import { z } from 'zod';
import { firstParam, type QueryParams } from '@/components/commerce/listQuery';
import { todayInSeoul } from '@/lib/dates';
import { parseMapFilters } from '@/lib/nearbyMap/mapFilters';
import { parseRentalRange } from '@/lib/rentalRange/rentalRange';
import { loadModelPage } from '@/store/modelDetailThunks';
import { definePage } from '../pageLoader';
import { idParam } from './routeParams';

/**
 * /models/{id}: the model page, one operation; anonymous HTML is shared for 30 s. `?start=&end=`
 * (issue 31 §1) adds the comparison by dates; a range that is no longer valid (a shared link whose
 * days have passed) opens the page without it (the screen says why, by the same rule). `my_lat`/`my_lng`, as the map writes
 * them, is the position the shopper shared (the distance of each dated offer).
 */
export const modelPage = definePage({
  params: z.looseObject({ id: idParam }).transform((input) => {
    const query = input as QueryParams;
    const parsed = parseRentalRange(firstParam(query, 'start'), firstParam(query, 'end'), todayInSeoul());
    const { myLat, myLng } = parseMapFilters(query);
    return {
      id: input.id,
      range: parsed && 'range' in parsed ? parsed.range : null,
      position: myLat !== null && myLng !== null ? { lat: myLat, lng: myLng } : null,
    };
  }),
  cache: true,
  shared: 'model',
  fills: ['modelDetail', 'user', 'badge'],
  load: (store, { id, range, position }) => store.dispatch(loadModelPage({ id, range, position })),
  props: ({ id }) => ({ modelId: id }),
});
