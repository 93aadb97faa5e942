import { Kind, type FieldNode, type ValueNode } from 'graphql';

/**
 * What one field costs in the operation limit (operationLimits.ts). A plain field costs 1: it is
 * read from an object already in memory. A root field costs at least ROOT_FIELD_WEIGHT, because
 * each one is its own trip to the database; the fields below cost more because they search, rank
 * or page through many rows. A list with a page size costs its weight per PAGE_UNIT rows, so that
 * thirty aliased `search(size: 30)` (2.7 s of PGlite, one stalled process) are refused before they
 * run, while a page's single search passes.
 *
 * The size is read from the document only. A size given as a variable counts as the largest size
 * the service accepts: the verdict then depends on the document alone (Yoga caches it per
 * document), and a variable can never make a document cheaper than its worst case.
 */
export type PageSize = {
  /** Where the size sits in the arguments: ['size'] or ['input', 'size']. */
  path: readonly [string, ...string[]];
  /** The size the service uses when none is given. */
  default: number;
  /** The largest size the service accepts (its zod schema); a larger literal counts as this. */
  max: number;
};

export type FieldCost = { weight: number; size?: PageSize };

/** Rows that one unit of a list's weight pays for. */
export const PAGE_UNIT = 10;

/** Any field of Query or Mutation that the table below does not name. */
export const ROOT_FIELD_WEIGHT = 5;

const ROOT_TYPES = new Set(['Query', 'Mutation']);

const inputSize = (max: number, fallback = 20): PageSize => ({ path: ['input', 'size'], default: fallback, max });

// Keyed by `Type.field` of the printed schemas. Sizes and maxima are those of the domain's zod
// inputs (server/domain/**/…Input.ts); a test checks that every key names a real field.
export const FIELD_COSTS: Readonly<Record<string, FieldCost>> = {
  // Full-text search with facets, nearby businesses and a magazine section: several queries per call.
  'Query.search': { weight: 25, size: inputSize(40) },
  'Query.autoKeywords': { weight: 10 },
  'Query.popularKeywords': { weight: 10 },
  'Query.keywordPage': { weight: 25 },
  // Businesses in view: a geographic query for the pins and a distance-ordered page of the list.
  'Query.nearbyBusinessMap': { weight: 30 },
  'Query.categoryRecommendation': { weight: 15, size: { path: ['size'], default: 10, max: 30 } },
  'Query.similarModels': { weight: 15 },
  'Query.priceComparison': { weight: 10 },
  'Query.modelPriceHistory': { weight: 5 },
  'Query.commerceModels': { weight: 10, size: inputSize(50) },
  'Query.usedItems': { weight: 10, size: inputSize(50) },
  'Query.businessItems': { weight: 10, size: inputSize(50) },
  'Query.businessReviews': { weight: 10, size: inputSize(30, 10) },
  // The home screen: banners, popular rentals and models, nearby businesses, magazines, notices.
  'Query.home': { weight: 40 },
  'Query.brandSale': { weight: 15 },
  'Query.brandIntro': { weight: 10 },
  // Detail pages: the entity with its business, model, options, reviews and prices (several queries).
  'Query.itemDetail': { weight: 15 },
  'Query.modelDetail': { weight: 15 },
  'Query.nearbyBusiness': { weight: 15 },
  'Query.faqs': { weight: 10 },
};

function argumentValue(field: FieldNode, name: string): ValueNode | undefined {
  return field.arguments?.find((argument) => argument.name.value === name)?.value;
}

function objectFieldValue(value: ValueNode, name: string): ValueNode | undefined {
  return value.kind === Kind.OBJECT ? value.fields.find((field) => field.name.value === name)?.value : undefined;
}

/** The page size the document asks for: a literal (clamped to the maximum), the maximum for a variable. */
export function requestedSize(field: FieldNode, size: PageSize): number {
  const [first, ...rest] = size.path;
  let value = argumentValue(field, first);
  for (const name of rest) {
    if (!value || value.kind === Kind.NULL) return size.default;
    if (value.kind === Kind.VARIABLE) return size.max;
    value = objectFieldValue(value, name);
  }
  if (!value || value.kind === Kind.NULL) return size.default;
  if (value.kind === Kind.INT) return Math.min(Math.max(Number.parseInt(value.value, 10), 1), size.max);
  // A variable, or a value of the wrong kind that validation refuses anyway: the worst case.
  return size.max;
}

/** The cost of one field of `parentType` as the document selects it (its subfields are counted apart). */
export function fieldCost(parentType: string | undefined, field: FieldNode): number {
  if (!parentType) return 1;
  const declared = FIELD_COSTS[`${parentType}.${field.name.value}`];
  if (!declared) return ROOT_TYPES.has(parentType) && field.name.value !== '__typename' ? ROOT_FIELD_WEIGHT : 1;
  if (!declared.size) return declared.weight;
  return declared.weight * Math.ceil(requestedSize(field, declared.size) / PAGE_UNIT);
}
