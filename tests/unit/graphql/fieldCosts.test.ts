/**
 * @jest-environment node
 */
import { buildSchema, parse, validate, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { fieldCost, requestedSize, type PageSize } from '@/server/graphql/plugins/fieldCosts';
import { operationLimitsRule } from '@/server/graphql/plugins/operationLimits';

const firstField = (query: string): FieldNode => {
  const operation = parse(query).definitions[0] as OperationDefinitionNode;
  return operation.selectionSet.selections[0] as FieldNode;
};

const searchSize: PageSize = { path: ['input', 'size'], default: 20, max: 40 };

describe('requestedSize', () => {
  it.each([
    ['{ search(input: { size: 30 }) { n } }', 30],
    ['{ search(input: { keyword: "a" }) { n } }', 20],
    ['{ search(input: { size: null }) { n } }', 20],
    ['{ search(input: { size: 1000 }) { n } }', 40],
    ['{ search(input: { size: -5 }) { n } }', 1],
    ['query q($s: Int) { search(input: { size: $s }) { n } }', 40],
    ['query q($i: SearchInput!) { search(input: $i) { n } }', 40],
    ['{ search(input: { size: "30" }) { n } }', 40],
  ])('%s counts %i rows', (query, rows) => {
    expect(requestedSize(firstField(query), searchSize)).toBe(rows);
  });
});

describe('fieldCost', () => {
  it('weighs a declared list by its page size, other root fields by the root weight, the rest at 1', () => {
    expect(fieldCost('Query', firstField('{ search(input: { size: 30 }) { n } }'))).toBe(25 * 3);
    expect(fieldCost('Query', firstField('{ search(input: { size: 5 }) { n } }'))).toBe(25);
    expect(fieldCost('Query', firstField('{ nearbyBusinessMap(input: {}) { n } }'))).toBe(30);
    expect(fieldCost('Query', firstField('{ notices { n } }'))).toBe(5);
    expect(fieldCost('Query', firstField('{ __typename }'))).toBe(1);
    expect(fieldCost('Notice', firstField('{ title }'))).toBe(1);
  });
});

describe('operationLimitsRule with weights', () => {
  const schema = buildSchema(`
    input SearchInput { keyword: String size: Int }
    type Item { id: Int name: String }
    type SearchResult { totalCount: Int items: [Item] }
    type Query { search(input: SearchInput!): SearchResult notices: [Item] }
  `);
  const errorsOf = (query: string) =>
    validate(schema, parse(query), [operationLimitsRule({ maxDepth: 10, maxCost: 500, maxAliases: 30 })]).map(
      (e) => e.message
    );

  it('refuses thirty aliased searches of thirty rows, even though they select one field each', () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `s${i}: search(input: { size: 30 }) { totalCount }`).join(' ');
    expect(errorsOf(`{ ${aliases} }`)).toEqual([expect.stringContaining('한 번에 요청한 양이 너무 많아요')]);
  });

  it('counts weights inside fragments and inline fragments too', () => {
    const spreads = Array.from({ length: 6 }, (_, i) => `s${i}: search(input: { size: 40 }) { totalCount }`).join(' ');
    expect(errorsOf(`{ ...F } fragment F on Query { ${spreads} }`)).toHaveLength(1);
    expect(errorsOf(`{ ... on Query { ${spreads} } }`)).toHaveLength(1);
  });

  it('passes one search of the largest page with its fields, and cheap fields in numbers', () => {
    expect(errorsOf('query q($i: SearchInput!) { search(input: $i) { totalCount items { id name } } }')).toEqual([]);
    const notices = Array.from({ length: 30 }, (_, i) => `n${i}: notices { id name }`).join(' ');
    expect(errorsOf(`{ ${notices} }`)).toEqual([]);
  });
});
