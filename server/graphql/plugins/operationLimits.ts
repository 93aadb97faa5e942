import {
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  type GraphQLNamedType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { ruleError } from '../errors';
import { fieldCost } from './fieldCosts';

/**
 * Depth, cost and alias limits of one operation: a public endpoint must not let one request make
 * the server walk an enormous tree or run the database many times over. Cost is counted after
 * fragment expansion, so that a few lines of nested fragments that double at each level cannot
 * hide a million fields; each field costs what fieldCosts.ts says (1, more for root fields and for
 * searches and lists by their page size).
 */
export type OperationLimits = { maxDepth: number; maxCost: number; maxAliases: number };

export const defaultOperationLimits: OperationLimits = { maxDepth: 10, maxCost: 500, maxAliases: 30 };

type Tally = { depth: number; cost: number; aliases: number; steps: number };

// Fragment spreads cost no field but still take work to expand: the walk stops after this many
// selections per allowed field, and a document that needs more is over the cost limit.
const STEPS_PER_FIELD = 4;

function over(tally: Tally, limits: OperationLimits): boolean {
  return (
    tally.depth > limits.maxDepth ||
    tally.cost > limits.maxCost ||
    tally.aliases > limits.maxAliases ||
    tally.steps > limits.maxCost * STEPS_PER_FIELD
  );
}

type Walk = { tally: Tally; context: ValidationContext; limits: OperationLimits; expanding: Set<string> };

/** The type whose fields a selection set selects; undefined for an unknown name (validation reports it). */
function typeNamed(
  walk: Walk,
  name: string | undefined,
  fallback: GraphQLNamedType | undefined
): GraphQLNamedType | undefined {
  return name === undefined ? fallback : (walk.context.getSchema().getType(name) ?? undefined);
}

function fieldType(parent: GraphQLNamedType | undefined, name: string): GraphQLNamedType | undefined {
  if (!parent || !(isObjectType(parent) || isInterfaceType(parent))) return undefined;
  const field = parent.getFields()[name];
  return field ? getNamedType(field.type) : undefined;
}

function walkSet(set: SelectionSetNode, parent: GraphQLNamedType | undefined, depth: number, walk: Walk): void {
  const { tally, limits } = walk;
  for (const selection of set.selections) {
    tally.steps += 1;
    if (over(tally, limits)) return;
    if (selection.kind === Kind.FIELD) {
      // Introspection subtrees (__schema, __type) are governed by the introspection switch, not by
      // these limits: GraphiQL's own introspection query is deeper than any product query.
      const name = selection.name.value;
      if (name.startsWith('__') && name !== '__typename') continue;
      tally.cost += fieldCost(parent?.name, selection);
      if (selection.alias) tally.aliases += 1;
      tally.depth = Math.max(tally.depth, depth);
      if (selection.selectionSet) walkSet(selection.selectionSet, fieldType(parent, name), depth + 1, walk);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      walkSet(selection.selectionSet, typeNamed(walk, selection.typeCondition?.name.value, parent), depth, walk);
    } else {
      // A cycle is reported by graphql's NoFragmentCyclesRule; here it is only skipped.
      const fragmentName = selection.name.value;
      const fragment = walk.context.getFragment(fragmentName);
      if (!fragment || walk.expanding.has(fragmentName)) continue;
      walk.expanding.add(fragmentName);
      walkSet(fragment.selectionSet, typeNamed(walk, fragment.typeCondition.name.value, parent), depth, walk);
      walk.expanding.delete(fragmentName);
    }
  }
}

export function measureOperation(
  operation: OperationDefinitionNode,
  context: ValidationContext,
  limits: OperationLimits
): Tally {
  const tally: Tally = { depth: 0, cost: 0, aliases: 0, steps: 0 };
  const root = context.getSchema().getRootType(operation.operation) ?? undefined;
  walkSet(operation.selectionSet, root, 1, { tally, context, limits, expanding: new Set() });
  return tally;
}

export function operationLimitsRule(limits: OperationLimits): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const tally = measureOperation(operation, context, limits);
      if (tally.depth > limits.maxDepth) {
        context.reportError(
          ruleError(`요청이 너무 깊어요. 최대 ${limits.maxDepth}단계까지 요청할 수 있어요.`, operation)
        );
      } else if (tally.aliases > limits.maxAliases) {
        context.reportError(
          ruleError(`별칭(alias)이 너무 많아요. 최대 ${limits.maxAliases}개까지 쓸 수 있어요.`, operation)
        );
      } else if (tally.cost > limits.maxCost || tally.steps > limits.maxCost * STEPS_PER_FIELD) {
        // The walk stops at the limit, so the tally is not the whole cost: only the limit is told.
        context.reportError(
          ruleError(
            `한 번에 요청한 양이 너무 많아요. 요청을 나눠서 보내 주세요. (최대 비용 ${limits.maxCost})`,
            operation
          )
        );
      }
    },
  });
}
