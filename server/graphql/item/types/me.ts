import { builder } from '../builder';
import { addViewerTypes } from '../../shared/viewerTypes';

/** The signed-in member's own account (`me`), shared with the order service; other files add fields. */
export const { MemberProfileRef, BadgesRef } = addViewerTypes(builder);
