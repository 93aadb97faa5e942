import { z } from 'zod';
import { loadModelPage } from '@/store/modelDetailThunks';
import { definePage } from '../pageLoader';
import { idParam } from './routeParams';

/** /models/{id}: the model page, one operation; anonymous HTML is shared for 30 s. */
export const modelPage = definePage({
  params: z.object({ id: idParam }),
  cache: true,
  shared: 'model',
  fills: ['modelDetail', 'user', 'badge'],
  load: (store, { id }) => store.dispatch(loadModelPage(id)),
  props: ({ id }) => ({ modelId: id }),
});
