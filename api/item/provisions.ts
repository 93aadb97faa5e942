import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';

export const PROVISION_CATEGORIES = ['SERVICE', 'PRIVACY', 'MARKETING', 'LOCATION'] as const;
export type ProvisionCategory = (typeof PROVISION_CATEGORIES)[number];

/** The URL of a terms document is its category in lower case (/provisions/service). */
export const provisionSlug = (category: ProvisionCategory) => category.toLowerCase();

export function provisionCategoryOfSlug(slug: string): ProvisionCategory | null {
  const upper = slug.toUpperCase();
  return slug === slug.toLowerCase() && (PROVISION_CATEGORIES as readonly string[]).includes(upper) ? (upper as ProvisionCategory) : null;
}

/** Where sign-up (issue 6) and the footer link each consent: the current version's page. */
export const provisionPath = (category: ProvisionCategory, version?: string) =>
  `/provisions/${provisionSlug(category)}${version ? `?version=${encodeURIComponent(version)}` : ''}`;

export const PROVISIONS_DOCUMENT = 'query pb_provisions { provisions { category title version isRequired effectiveAt } }';

export const PROVISION_PAGE_DOCUMENT = `query pb_provisionPage($category: String!, $version: String) {
  provisionPage(category: $category, version: $version) {
    category title version isRequired effectiveAt htmlProvision isCurrent versions { version effectiveAt }
  }
}`;

const categorySchema = z.enum(PROVISION_CATEGORIES);
const versionSchema = z.object({ version: z.string(), effectiveAt: z.string() });
const summarySchema = versionSchema.extend({ category: categorySchema, title: z.string(), isRequired: z.boolean() });
const pageSchema = summarySchema.extend({ htmlProvision: z.string(), isCurrent: z.boolean(), versions: z.array(versionSchema) });

export type ProvisionVersion = z.infer<typeof versionSchema>;
export type ProvisionSummary = z.infer<typeof summarySchema>;
export type ProvisionPage = z.infer<typeof pageSchema>;

export async function fetchProvisions(client: ApiClient): Promise<ProvisionSummary[]> {
  const data = await client.request<unknown>('item', PROVISIONS_DOCUMENT, {}, { operationName: 'pb_provisions' });
  return checkAnswer(z.object({ provisions: z.array(summarySchema) }), data, 'pb_provisions').provisions;
}

export async function fetchProvisionPage(client: ApiClient, category: ProvisionCategory, version: string | null): Promise<ProvisionPage> {
  const data = await client.request<unknown>('item', PROVISION_PAGE_DOCUMENT, { category, version }, { operationName: 'pb_provisionPage' });
  return checkAnswer(z.object({ provisionPage: pageSchema }), data, 'pb_provisionPage').provisionPage;
}
