import type { ApiClient } from '../client';
import {
  us_cardRegistPageDocument,
  us_chargeLeaseFirstDocument,
  us_deleteCardDocument,
  us_issueSandboxCardDocument,
  us_registerCardDocument,
  type us_cardRegistPageQuery,
} from './generated';

export type CardRegistPage = us_cardRegistPageQuery;
export type MyCard = us_cardRegistPageQuery['myCards'][number];
export type CardRegistration = us_cardRegistPageQuery['cardRegistration'];

/** The page's one operation: the viewer, the cards and how to open the card window. */
export async function fetchCardRegistPage(client: ApiClient): Promise<CardRegistPage> {
  return client.request('order', us_cardRegistPageDocument, {});
}

/** Keeps the card the provider's window registered (its token is exchanged for a billing key on the server). */
export async function registerCard(client: ApiClient, issueToken: string): Promise<MyCard> {
  return (await client.request('order', us_registerCardDocument, { issueToken })).registerCard;
}

export async function deleteCard(client: ApiClient, id: number): Promise<void> {
  await client.request('order', us_deleteCardDocument, { id });
}

/** Demo mode's card window: a made-up card, answered with the token the real window would give. */
export async function issueSandboxCard(
  client: ApiClient,
  input: { cardCompany: string; last4: string; declines: boolean }
): Promise<string> {
  return (await client.request('order', us_issueSandboxCardDocument, input)).issueSandboxCard;
}

/** 렌탈페이's first charge on the registered card; completion follows on /pay/rental_temp. */
export async function chargeLeaseFirst(client: ApiClient, paymentKey: string, cardId: number) {
  return (await client.request('order', us_chargeLeaseFirstDocument, { paymentKey, cardId })).chargeLeaseFirst;
}
