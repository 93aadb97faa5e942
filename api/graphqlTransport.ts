/**
 * The client's heavy half (docs/decisions/0004-client-transport.md): graphql-request's GraphQLClient,
 * which sends every operation, and crypto-js's SHA-256, which names cached answers. Nothing imports
 * this file statically: api/transportLoader.ts imports it after hydration, so neither the packages
 * nor the GraphQL parser graphql-request brings are part of start-up JavaScript.
 * Deep crypto-js imports: the SHA-256 and its hex encoder only, not every cipher of the package.
 */
import { ClientError, GraphQLClient } from 'graphql-request';
import sha256 from 'crypto-js/sha256';
import encHex from 'crypto-js/enc-hex';

export { ClientError, GraphQLClient };

/** SHA-256 of a text (UTF-8), as 64 lowercase hex characters. */
export function sha256Hex(text: string): string {
  return sha256(text).toString(encHex);
}
