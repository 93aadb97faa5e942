// Variable values for a GraphQL argument, drawn from its type in the schema: plausible values (real
// ids, enum values, boundary numbers, hostile strings) most of the time, the wrong JSON type, nulls
// and unknown input fields the rest. Argument names pick the pool of real ids or words to use.
import fc from 'fast-check';
import { isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType } from 'graphql';
import { idFrom, nastyFloat, nastyInt, nastyString, smallString, wrongType } from './values.mjs';

/** Replaced at send time with the lane's own anonymous id (capture commands must carry it). */
export const OWN_ANON = '__FUZZ_OWN_ANON__';

function stringPool(name, ids) {
  const key = name.toLowerCase();
  if (key.includes('anonyid'))
    return fc.constantFrom(OWN_ANON, OWN_ANON, '3f0b8f0e-0000-4000-8000-000000000000', 'undefined', '');
  if (key.includes('brandkey')) return fc.constantFrom(...ids.brandKeys, 'no-such-brand');
  if (key === 'keyword') return fc.constantFrom(...ids.keywords, '자전거', '스키', 'MTB');
  if (key === 'category' || key === 'groupname')
    return fc.constantFrom(...ids.categories, ...ids.provisionCategories, 'road', 'BIKE', 'SKI');
  if (key === 'key') return fc.constantFrom(...ids.infoKeys);
  if (key === 'from' || key.endsWith('date') || key.endsWith('at'))
    return fc.constantFrom('2026-01-01', '2026-12-31', '2026-02-29', '1900-01-01', '9999-12-31', '2026-7-4');
  if (key === 'id' || key.endsWith('id'))
    return fc.oneof(idFrom(ids.items).map(String), fc.constantFrom('model:1', 'item:1', 'MODEL-1', 'ITEM_1'));
  if (key === 'url' || key.endsWith('url') || key === 'referrer')
    return fc.constantFrom('/', '/models/1', 'https://m.search.naver.com/?q=1', '/search?keyword=%EC%9E%90');
  return null;
}

function intPool(name, fieldName, ids) {
  const key = name.toLowerCase();
  if (key.includes('item')) return idFrom(ids.items);
  if (key.includes('model')) return idFrom(ids.models);
  if (key.includes('business')) return idFrom(ids.businesses);
  if (key.includes('review')) return idFrom(ids.reviews);
  if (key === 'size' || key === 'months' || key === 'page' || key === 'limit')
    return fc.constantFrom(0, 1, 10, 30, 100, 1000, -1, 2147483647);
  if (key === 'amount' || key.includes('price'))
    return fc.constantFrom(0, 1, 9900, 1_000_000, 99_999_999, -100, 2147483647);
  if (key === 'id') {
    const f = fieldName.toLowerCase();
    if (f.includes('model')) return idFrom(ids.models);
    if (f.includes('business')) return idFrom(ids.businesses);
    if (f.includes('content')) return idFrom(ids.contents);
    if (f.includes('notice')) return idFrom(ids.notices);
    return idFrom(ids.items);
  }
  return null;
}

function scalarArb(type, name, fieldName, ids) {
  switch (type.name) {
    case 'Int':
      return intPool(name, fieldName, ids) ?? nastyInt;
    case 'Float':
      return name.toLowerCase().match(/lat|lng|lon/)
        ? fc.constantFrom(37.5665, 126.978, 0, 90.0001, -180, 1e9)
        : nastyFloat;
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.oneof(idFrom(ids.items), idFrom(ids.items).map(String));
    default: {
      const pool = stringPool(name, ids);
      return pool ? fc.oneof({ arbitrary: pool, weight: 3 }, { arbitrary: nastyString, weight: 2 }) : nastyString;
    }
  }
}

/**
 * A value for `type`. `mood` is 'plausible' (right types) or 'hostile' (wrong types and nulls mixed
 * in at every level). Input objects may gain an unknown field; lists are empty, short or very long.
 */
export function valueArb(type, { name, fieldName, ids, mood, depth = 0 }) {
  const opts = { name, fieldName, ids, mood, depth };
  if (isNonNullType(type)) {
    const inner = valueArb(type.ofType, opts);
    return mood === 'hostile'
      ? fc.oneof({ arbitrary: inner, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 })
      : inner;
  }
  const nullable = (arb) =>
    fc.oneof(
      { arbitrary: arb, weight: 5 },
      { arbitrary: fc.constant(null), weight: 1 },
      { arbitrary: fc.constant(undefined), weight: 1 }
    );
  const hostile = (arb) =>
    mood === 'hostile' ? fc.oneof({ arbitrary: arb, weight: 3 }, { arbitrary: wrongType, weight: 2 }) : arb;
  if (isListType(type)) {
    const item = valueArb(type.ofType, { ...opts, depth: depth + 1 });
    return nullable(
      hostile(
        fc.oneof(
          { arbitrary: fc.array(item, { maxLength: 4 }), weight: 8 },
          { arbitrary: fc.array(item, { minLength: 300, maxLength: 300 }), weight: 1 }
        )
      )
    );
  }
  if (isScalarType(type)) return nullable(hostile(scalarArb(type, name, fieldName, ids)));
  if (isEnumType(type)) {
    const values = type.getValues().map((v) => v.name);
    return nullable(
      hostile(
        fc.oneof(
          { arbitrary: fc.constantFrom(...values), weight: 6 },
          { arbitrary: fc.constantFrom('UNKNOWN_VALUE', 'bike', ''), weight: 1 }
        )
      )
    );
  }
  if (isInputObjectType(type)) {
    if (depth > 4) return fc.constant(null);
    const shape = {};
    for (const field of Object.values(type.getFields())) {
      shape[field.name] = valueArb(field.type, { ...opts, name: field.name, depth: depth + 1 });
    }
    const record = fc.record(shape, {
      requiredKeys: Object.keys(shape).filter((k) => isNonNullType(type.getFields()[k].type)),
    });
    const withUnknown = fc
      .tuple(record, smallString, wrongType)
      .map(([value, key, junk]) => ({ ...value, [`zz${key}`]: junk }));
    return nullable(hostile(fc.oneof({ arbitrary: record, weight: 6 }, { arbitrary: withUnknown, weight: 1 })));
  }
  return fc.constant(null);
}
