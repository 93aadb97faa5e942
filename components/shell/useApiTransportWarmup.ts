import { useEffect } from 'react';
import { warmApiTransport } from '@/api/transportLoader';

/**
 * Once the first page has hydrated, loads the client's transport (graphql-request and crypto-js,
 * api/transportLoader.ts) when the browser is idle, so a later tap does not wait for the import.
 * Effects run only in the browser, after hydration: start-up JavaScript stays without both packages.
 */
export function useApiTransportWarmup(): void {
  useEffect(() => warmApiTransport(), []);
}
