import { builder } from './builder';
import './fields';

/** The capture service's schema, built once per module load. */
export const captureSchema = builder.toSchema({ sortSchema: true });
