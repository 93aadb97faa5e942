/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { isObjectType, parse, print, type FragmentDefinitionNode, type GraphQLSchema } from 'graphql';
import { SERVICE_SCHEMAS } from '@/server/graphql/serviceSdl';

/**
 * One shape per entity (docs/architecture.md §4): the order service's item cards (order complete,
 * popular recommendations) are the item service's ItemCard, and both services' documents read it
 * through one fragment name with the same fields, so one list component shows either.
 */
const root = path.resolve(__dirname, '../../..');

/** The type's fields and their types (`price: Int!`), or throws when the service has no such object type. */
function fieldsOf(schema: GraphQLSchema, name: string): Record<string, string> {
  const type = schema.getType(name);
  if (!isObjectType(type)) throw new Error(`no object type ${name}`);
  return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, String(f.type)]));
}

function fragment(file: string, name: string): string {
  const doc = parse(fs.readFileSync(path.join(root, file), 'utf8'));
  const found = doc.definitions.find(
    (d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition' && d.name.value === name
  );
  if (!found) throw new Error(`${file} has no fragment ${name}`);
  return print(found);
}

describe('the one item card across services', () => {
  it('the order service types ItemCard exactly as the item service does', () => {
    expect(fieldsOf(SERVICE_SCHEMAS.order, 'ItemCard')).toEqual(fieldsOf(SERVICE_SCHEMAS.item, 'ItemCard'));
  });

  it('api/order reads it through the same ItemCardFields fragment as api/item', () => {
    expect(fragment('api/order/fragments/itemCard.graphql', 'ItemCardFields')).toBe(
      fragment('api/item/fragments/item.graphql', 'ItemCardFields')
    );
  });
});
