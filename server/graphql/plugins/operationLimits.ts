import { Kind, type OperationDefinitionNode, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';
import { ruleError } from '../errors';

/**
 * Depth, cost and alias limits of one operation: a public endpoint must not let one request make
 * the server walk an enormous tree. Cost is the number of fields after fragment expansion, so that
 * a few lines of nested fragments that double at each level cannot hide a million fields.
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

function walk(
  set: SelectionSetNode,
  depth: number,
  tally: Tally,
  context: ValidationContext,
  limits: OperationLimits,
  expanding: Set<string>,
): void {
  for (const selection of set.selections) {
    tally.steps += 1;
    if (over(tally, limits)) return;
    if (selection.kind === Kind.FIELD) {
      // Introspection subtrees (__schema, __type) are governed by the introspection switch, not by
      // these limits: GraphiQL's own introspection query is deeper than any product query.
      const name = selection.name.value;
      if (name.startsWith('__') && name !== '__typename') continue;
      tally.cost += 1;
      if (selection.alias) tally.aliases += 1;
      tally.depth = Math.max(tally.depth, depth);
      if (selection.selectionSet) walk(selection.selectionSet, depth + 1, tally, context, limits, expanding);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      walk(selection.selectionSet, depth, tally, context, limits, expanding);
    } else {
      // A cycle is reported by graphql's NoFragmentCyclesRule; here it is only skipped.
      const fragmentName = selection.name.value;
      const fragment = context.getFragment(fragmentName);
      if (!fragment || expanding.has(fragmentName)) continue;
      expanding.add(fragmentName);
      walk(fragment.selectionSet, depth, tally, context, limits, expanding);
      expanding.delete(fragmentName);
    }
  }
}

export function measureOperation(operation: OperationDefinitionNode, context: ValidationContext, limits: OperationLimits): Tally {
  const tally: Tally = { depth: 0, cost: 0, aliases: 0, steps: 0 };
  walk(operation.selectionSet, 1, tally, context, limits, new Set());
  return tally;
}

export function operationLimitsRule(limits: OperationLimits): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const tally = measureOperation(operation, context, limits);
      if (tally.depth > limits.maxDepth) {
        context.reportError(ruleError(`요청이 너무 깊어요. 최대 ${limits.maxDepth}단계까지 요청할 수 있어요.`, operation));
      } else if (tally.aliases > limits.maxAliases) {
        context.reportError(ruleError(`별칭(alias)이 너무 많아요. 최대 ${limits.maxAliases}개까지 쓸 수 있어요.`, operation));
      } else if (tally.cost > limits.maxCost || tally.steps > limits.maxCost * STEPS_PER_FIELD) {
        context.reportError(ruleError(`한 번에 요청한 항목이 너무 많아요. 최대 ${limits.maxCost}개까지 요청할 수 있어요.`, operation));
      }
    },
  });
}
