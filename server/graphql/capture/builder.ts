import SchemaBuilder from '@pothos/core';
import type { YogaInitialContext } from 'graphql-yoga';
import type { ServiceContext } from '../context';
import type { CaptureRequestContext } from './captureRateLimit';

/**
 * Resolvers see the service context plus Yoga's request (the capture service reads its host) and the
 * server context of the HTTP mount (the socket's address, which the rate limit keys on).
 */
export type CaptureContext = ServiceContext & YogaInitialContext & Omit<CaptureRequestContext, 'request'>;

/** The capture service's own builder (one builder per service, docs/architecture.md §4). */
export const builder = new SchemaBuilder<{ Context: CaptureContext; DefaultFieldNullability: false }>({
  // Answers are non-null unless a field says otherwise, as in the other services.
  defaultFieldNullability: false,
});
