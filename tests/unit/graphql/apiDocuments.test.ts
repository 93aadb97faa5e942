/**
 * @jest-environment node
 */
// Every document a page sends must stay inside the limits the services enforce, so that a new or
// grown page cannot be refused in production by a limit nobody checked it against.
import {
  getNamedType,
  isInputObjectType,
  isObjectType,
  Source,
  specifiedRules,
  validate,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { adminSchema } from '@/server/graphql/admin/schema';
import { captureSchema } from '@/server/graphql/capture/schema';
import { itemSchema } from '@/server/graphql/item/schema';
import { orderSchema } from '@/server/graphql/order/schema';
import { noIntrospectionRule } from '@/server/graphql/plugins/noIntrospection';
import { defaultOperationLimits, operationLimitsRule } from '@/server/graphql/plugins/operationLimits';
import { FIELD_COSTS } from '@/server/graphql/plugins/fieldCosts';
import { defaultDocumentLimits, lengthRefusal, shapeRefusal } from '@/server/graphql/plugins/useDocumentGuard';
import { collectApiDocuments, operationNames } from './apiDocuments';

const schemas: Record<string, GraphQLSchema> = {
  item: itemSchema,
  order: orderSchema,
  capture: captureSchema,
  admin: adminSchema,
};
const documents = collectApiDocuments();
// The rules of a production service: graphql's own, the limits, no introspection.
const productionRules = [...specifiedRules, operationLimitsRule(defaultOperationLimits), noIntrospectionRule];

describe('the documents of api/ against the service limits', () => {
  it('finds the documents of every service, the search page included', () => {
    expect(documents.length).toBeGreaterThan(50);
    expect(new Set(documents.map((d) => d.service))).toEqual(new Set(['item', 'order', 'capture', 'admin']));
    expect(documents.flatMap((d) => operationNames(d.document))).toEqual(
      expect.arrayContaining(['pb_searchPage', 'pb_search', 'pb_homePage', 'pb_nearbyBusinessMap'])
    );
  });

  it.each(documents.map((d) => [`${d.source} ${d.name}`, d] as const))(
    '%s passes validation, cost, depth and alias limits',
    (_label, doc) => {
      const errors = validate(schemas[doc.service], doc.document, productionRules);
      expect(errors.map((e) => e.message)).toEqual([]);
    }
  );

  it.each(documents.map((d) => [`${d.source} ${d.name}`, d] as const))(
    '%s is within the length, token and nesting limits',
    (_label, doc) => {
      expect(lengthRefusal(doc.text, defaultDocumentLimits)).toBeNull();
      expect(shapeRefusal(new Source(doc.text), defaultDocumentLimits)).toBeNull();
    }
  );
});

function fieldOf(typeAndField: string) {
  const [typeName, fieldName] = typeAndField.split('.');
  for (const schema of Object.values(schemas)) {
    const type = schema.getType(typeName);
    if (isObjectType(type) && type.getFields()[fieldName]) return type.getFields()[fieldName];
  }
  return undefined;
}

describe('the cost table', () => {
  it.each(Object.entries(FIELD_COSTS))('%s names a real field, and its size argument an Int', (key, cost) => {
    const field = fieldOf(key);
    expect(field).toBeDefined();
    if (!cost.size) return;
    const [argName, ...inside] = cost.size.path;
    let type: GraphQLInputType | undefined = field!.args.find((a) => a.name === argName)?.type;
    for (const name of inside) {
      const named = type && getNamedType(type);
      type = isInputObjectType(named) ? named.getFields()[name]?.type : undefined;
    }
    expect(type && getNamedType(type).name).toBe('Int');
    expect(cost.size.default).toBeLessThanOrEqual(cost.size.max);
  });
});
