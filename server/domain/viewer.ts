/**
 * The signed-in member, resolved once per request from the session cookie or header. A domain
 * fact (who is acting), so it lives with the domain: the auth layer produces it, the services'
 * contexts carry it, and domain rules check it, without the domain depending on GraphQL.
 */
export type Viewer = { userId: number; businessId: number | null; sessionId: number };
