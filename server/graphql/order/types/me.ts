import { builder } from '../builder';
import { addViewerTypes } from '../../shared/viewerTypes';

/** `me` on the order service too, so an order page's one operation carries its viewer. */
export const { MemberProfileRef, BadgesRef } = addViewerTypes(builder);
