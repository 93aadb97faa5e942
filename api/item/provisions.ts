import type { ApiClient } from '../client';
import {
  pb_provisionPageDocument,
  pb_provisionsPageDocument,
  type ProvisionCategory,
  type pb_provisionPageQuery,
  type pb_provisionsPageQuery,
} from './generated';

export type { ProvisionCategory };

export const PROVISION_CATEGORIES = [
  'SERVICE',
  'PRIVACY',
  'MARKETING',
  'LOCATION',
] as const satisfies readonly ProvisionCategory[];

/** The URL of a terms document is its category in lower case (/provisions/service). */
export const provisionSlug = (category: ProvisionCategory) => category.toLowerCase();

export function provisionCategoryOfSlug(slug: string): ProvisionCategory | null {
  const upper = slug.toUpperCase();
  return slug === slug.toLowerCase() && (PROVISION_CATEGORIES as readonly string[]).includes(upper)
    ? (upper as ProvisionCategory)
    : null;
}

/** Where sign-up (issue 6) and the footer link each consent: the current version's page. */
export const provisionPath = (category: ProvisionCategory, version?: string) =>
  `/provisions/${provisionSlug(category)}${version ? `?version=${encodeURIComponent(version)}` : ''}`;

export type ProvisionsPageAnswer = pb_provisionsPageQuery;
export type ProvisionSummary = pb_provisionsPageQuery['provisions'][number];
export type ProvisionPageAnswer = pb_provisionPageQuery;
export type ProvisionPage = pb_provisionPageQuery['provisionPage'];
export type ProvisionVersion = ProvisionPage['versions'][number];

/** /provisions in one operation: every terms document's current version and the viewer. */
export async function fetchProvisionsPage(client: ApiClient): Promise<ProvisionsPageAnswer> {
  return client.request('item', pb_provisionsPageDocument, {});
}

/** /provisions/{category} in one operation: the version asked for (the current one by default) and the viewer. */
export async function fetchProvisionPage(
  client: ApiClient,
  category: ProvisionCategory,
  version: string | null
): Promise<ProvisionPageAnswer> {
  return client.request('item', pb_provisionPageDocument, { category, version });
}
