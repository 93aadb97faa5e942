import SchemaBuilder from '@pothos/core';
import type { YogaInitialContext } from 'graphql-yoga';
import type { ServiceContext } from '../context';

/** Resolvers see the service context plus Yoga's request (the capture service reads its host). */
export type CaptureContext = ServiceContext & YogaInitialContext;

/** The capture service's own builder (one builder per service, ARCHITECTURE.md). */
export const builder = new SchemaBuilder<{ Context: CaptureContext; DefaultFieldNullability: false }>({
  // Answers are non-null unless a field says otherwise, as in the other services.
  defaultFieldNullability: false,
});
