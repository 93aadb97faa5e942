// One GraphQL operation per root field of each service (queries and mutations), written from the
// schema: the field's arguments become variables, and the selection takes the leaf fields and a few
// nested objects, so that resolvers below the root run too. fast-check then draws the variables.
import fc from 'fast-check';
import {
  buildClientSchema,
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isUnionType,
} from 'graphql';
import { valueArb } from './graphqlValues.mjs';
import { anyJson, hugeString, smallString } from './values.mjs';

export const SERVICES = {
  item: '/item/v1/graphql',
  order: '/order/v1/graphql',
  capture: '/capture/v1/graphql',
};

const MAX_DEPTH = 3;
const MAX_FIELDS = 120;

function needsArgs(field) {
  return field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
}

function selectFields(type, depth, budget) {
  const fields = Object.values(type.getFields()).filter((f) => !needsArgs(f));
  const leaves = fields.filter((f) => isLeafType(getNamedType(f.type))).slice(0, 25);
  const parts = [];
  for (const f of leaves) {
    if (budget.left-- <= 0) break;
    parts.push(f.name);
  }
  if (depth < MAX_DEPTH) {
    for (const f of fields.filter((x) => !isLeafType(getNamedType(x.type))).slice(0, 5)) {
      const inner = selection(getNamedType(f.type), depth + 1, budget);
      if (inner) parts.push(`${f.name} ${inner}`);
    }
  }
  return parts;
}

/** The selection set for a field of `type`, or '' for a leaf. */
export function selection(type, depth = 1, budget = { left: MAX_FIELDS }) {
  if (isLeafType(type)) return '';
  const parts = ['__typename'];
  if (isObjectType(type) || isInterfaceType(type)) parts.push(...selectFields(type, depth, budget));
  if (isUnionType(type) || isInterfaceType(type)) {
    for (const member of type.getTypes?.() ?? []) {
      const inner = selectFields(member, depth + 1, budget);
      if (inner.length) parts.push(`... on ${member.name} { ${inner.join(' ')} }`);
    }
  }
  return `{ ${parts.join(' ')} }`;
}

function operationFor(service, kind, field) {
  const defs = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`);
  const call = field.args.map((arg) => `${arg.name}: $${arg.name}`);
  const name = `fuzz_${service}_${field.name}`;
  const query = `${kind} ${name}${defs.length ? `(${defs.join(', ')})` : ''} { ${field.name}${call.length ? `(${call.join(', ')})` : ''} ${selection(getNamedType(field.type))} }`;
  return { service, kind, field: field.name, name, query, args: field.args };
}

/** Every root operation of a service's schema (introspection JSON written by prepare.ts). */
export function operationsOf(service, introspection) {
  const schema = buildClientSchema(introspection);
  const ops = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) ops.push(operationFor(service, kind, field));
  }
  return { schema, ops };
}

function variablesArb(op, ids, mood) {
  const shape = {};
  for (const arg of op.args) shape[arg.name] = valueArb(arg.type, { name: arg.name, fieldName: op.field, ids, mood });
  return fc.record(shape, { requiredKeys: [] });
}

/** The variables with one string (a String argument, or a String field of an input argument) made ~100 KB. */
function withHugeString(op, vars, huge) {
  for (const arg of op.args) {
    const type = getNamedType(arg.type);
    if (type.name === 'String') return { ...vars, [arg.name]: huge };
    if (isInputObjectType(type)) {
      const field = Object.values(type.getFields()).find((f) => getNamedType(f.type).name === 'String');
      if (field)
        return {
          ...vars,
          [arg.name]: { ...(typeof vars[arg.name] === 'object' ? vars[arg.name] : {}), [field.name]: huge },
        };
    }
  }
  return { ...vars, pad: huge };
}

/**
 * A well-formed POST of one operation with drawn variables: mostly plausible, sometimes hostile,
 * sometimes with variables missing, of the wrong shape, with unknown names, or one huge string.
 * The body is written when sent (a function): the plan then holds shared strings, not copies.
 */
export function operationRequestArb(op, ids) {
  const variables = fc.oneof(
    { arbitrary: variablesArb(op, ids, 'plausible'), weight: 6 },
    {
      arbitrary: fc
        .tuple(variablesArb(op, ids, 'plausible'), hugeString)
        .map(([v, huge]) => withHugeString(op, v, huge)),
      weight: 1,
    },
    { arbitrary: variablesArb(op, ids, 'hostile'), weight: 3 },
    {
      arbitrary: fc
        .tuple(variablesArb(op, ids, 'plausible'), smallString, anyJson)
        .map(([v, k, junk]) => ({ ...v, [`unknown${k}`]: junk })),
      weight: 1,
    },
    { arbitrary: fc.constantFrom(undefined, null, {}, [], 'variables', 42), weight: 1 }
  );
  return variables.map((vars) => ({
    kind: 'graphql',
    service: op.service,
    label: `${op.service}:${op.kind === 'query' ? 'Q' : 'M'}:${op.field}`,
    method: 'POST',
    path: SERVICES[op.service],
    contentType: 'application/json',
    body: () =>
      JSON.stringify({ query: op.query, operationName: op.name, ...(vars === undefined ? {} : { variables: vars }) }),
  }));
}

/** Queries also travel over GET (Yoga allows it; a mutation over GET must be refused, not run). */
export function getRequestArb(op, ids) {
  return variablesArb(op, ids, 'plausible').map((vars) => {
    const params = new URLSearchParams({ query: op.query, operationName: op.name, variables: JSON.stringify(vars) });
    const search = params.toString();
    return {
      kind: 'graphql',
      service: op.service,
      label: `${op.service}:GET:${op.field}`,
      method: 'GET',
      // A query string past ~16 KB is answered 431 by Node before any of our code: keep it short.
      path: `${SERVICES[op.service]}?${search.length > 12000 ? new URLSearchParams({ query: op.query }).toString() : search}`,
    };
  });
}
