import { actors, applyTransition, processes } from '@/lib/orders';
import { expectedTransitions } from './expectedTables';

const tables = Object.values(processes);

describe.each(tables)('$label ($id): every state × every action × every actor', (process) => {
  const expected = expectedTransitions(process.id);

  it.each(Object.keys(process.states))('from %s, a transition is allowed exactly when listed', (state) => {
    const mismatches: string[] = [];
    for (const action of Object.keys(process.actions)) {
      for (const actor of actors) {
        const listed = expected.find((e) => e.from === state && e.action === action && e.actor === actor);
        const result = applyTransition(process, state, action, actor);
        const where = `${state} ${action} ${actor}`;
        if (listed) {
          const row = process.transitions.find(
            (t) => t.action === action && t.actor === actor && t.from.includes(state)
          );
          if (!result.ok) mismatches.push(`${where}: rejected (${result.message})`);
          else if (result.to !== listed.to) mismatches.push(`${where}: went to ${result.to}, expected ${listed.to}`);
          else if (result.effects !== row?.effects) mismatches.push(`${where}: effects differ from the table row`);
        } else if (result.ok) {
          mismatches.push(`${where}: allowed, expected INVALID_TRANSITION`);
        } else if (
          result.code !== 'INVALID_TRANSITION' ||
          !/[가-힣]/.test(result.message) ||
          /undefined/.test(result.message)
        ) {
          mismatches.push(`${where}: bad rejection ${result.code} "${result.message}"`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('holds no transition beyond the expected ones', () => {
    const rows = process.transitions.flatMap((t) => t.from.map((from) => `${from} ${t.action} ${t.actor} ${t.to}`));
    const want = expected.map((e) => `${e.from} ${e.action} ${e.actor} ${e.to}`);
    expect(rows.sort()).toEqual(want.sort());
  });

  it('rejects an unknown state or action with INVALID_TRANSITION instead of throwing', () => {
    for (const actor of actors) {
      expect(applyTransition(process, 'NOPE', process.transitions[0].action, actor)).toMatchObject({
        ok: false,
        code: 'INVALID_TRANSITION',
      });
      expect(applyTransition(process, process.initial, 'toString', actor)).toMatchObject({
        ok: false,
        code: 'INVALID_TRANSITION',
      });
    }
  });
});
