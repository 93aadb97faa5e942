import { getNamedType, isIntrospectionType, type ValidationRule } from 'graphql';
import { ruleError } from '../errors';

/**
 * No introspection in production (docs/architecture.md §12): any field whose type is an
 * introspection type (__schema, __type and everything under them) is refused. `__typename` stays:
 * clients need it and it reveals nothing beyond the type they already asked for.
 */
export const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    const type = getNamedType(context.getType());
    const parent = context.getParentType();
    // Reported once, at the entry field: its subfields are introspection types too.
    if (type && isIntrospectionType(type) && !(parent && isIntrospectionType(parent))) {
      context.reportError(ruleError('운영 환경에서는 스키마 조회(introspection)를 할 수 없어요.', node));
    }
  },
});
