import { builder } from '../builder';
import { addViewerTypes } from '../../shared/viewerTypes';
import { operatorState } from '../../../domain/admin/operatorAccess';

/** `me` on the admin service, so a console page's one operation carries its viewer; operators only. */
addViewerTypes(builder, (ctx) => operatorState(ctx.db, ctx.viewer));
