import {
  actors,
  applyTransition,
  availableActions,
  effects,
  isTerminal,
  processes,
  rentalReservation,
  saleOrder,
} from '@/lib/orders';
import { expectedLabels, expectedTerminals } from './expectedTables';

const tables = Object.values(processes);

describe.each(tables)('$label ($id) table structure', (process) => {
  const states = Object.keys(process.states);

  it("has the Korean labels of the spec's words", () => {
    const labels = Object.fromEntries(states.map((s) => [s, process.states[s].label]));
    expect(labels).toEqual(expectedLabels[process.id]);
  });

  it('terminal states have no actions, for anyone', () => {
    expect(states.filter((s) => isTerminal(process, s)).sort()).toEqual([...expectedTerminals[process.id]].sort());
    for (const state of expectedTerminals[process.id]) {
      for (const actor of actors) expect(availableActions(process, state, actor)).toEqual([]);
    }
  });

  it('every state is reachable from the initial one', () => {
    const seen = new Set([process.initial]);
    const queue = [process.initial];
    while (queue.length > 0) {
      const state = queue.shift()!;
      for (const t of process.transitions) {
        if (t.from.includes(state) && !seen.has(t.to)) {
          seen.add(t.to);
          queue.push(t.to);
        }
      }
    }
    expect([...seen].sort()).toEqual([...states].sort());
  });

  it('every row names known states, a labelled action, known effects and its why', () => {
    const pairs = new Set<string>();
    for (const t of process.transitions) {
      expect(states).toContain(t.to);
      for (const from of t.from) {
        expect(states).toContain(from);
        // One row per (state, action): the same button never means two things.
        expect(pairs.has(`${from}:${t.action}`)).toBe(false);
        pairs.add(`${from}:${t.action}`);
      }
      expect(process.actions[t.action]).toMatch(/[가-힣]/);
      for (const effect of t.effects) expect(effects).toContain(effect);
      expect(new Set(t.effects).size).toBe(t.effects.length);
      expect(t.why.length).toBeGreaterThan(20);
    }
    const used = new Set(process.transitions.map((t) => t.action));
    expect([...used].sort()).toEqual(Object.keys(process.actions).sort());
  });

  it('every progress line starts at the initial state and walks through allowed transitions', () => {
    for (const route of Object.values(process.routes)) {
      expect(route[0]).toBe(process.initial);
      for (let i = 1; i < route.length; i++) {
        expect(process.transitions.some((t) => t.from.includes(route[i - 1]) && t.to === route[i])).toBe(true);
      }
    }
  });
});

describe('availableActions and the Korean rejection sentences', () => {
  it('gives each actor its own buttons in 예약 대기', () => {
    const names = (actor: (typeof actors)[number]) =>
      availableActions(rentalReservation, 'WAITING', actor).map((t) => t.action);
    expect(names('seller')).toEqual(['accept', 'refuse']);
    expect(names('customer')).toEqual(['cancel']);
    expect(names('system')).toEqual(['expireNoResponse']);
  });

  it('explains a wrong state, a wrong actor and a job-only step in Korean', () => {
    expect(applyTransition(rentalReservation, 'USED', 'cancel', 'customer')).toEqual({
      ok: false,
      code: 'INVALID_TRANSITION',
      message: "'이용 완료' 상태에서는 예약 취소를 할 수 없어요.",
    });
    expect(applyTransition(saleOrder, 'SHIPPING', 'cancel', 'customer')).toMatchObject({
      message: "'배송 중' 상태에서는 주문 취소를 할 수 없어요.",
    });
    expect(applyTransition(saleOrder, 'ORDERED', 'ship', 'customer')).toMatchObject({
      message: '발송은 판매자만 할 수 있어요.',
    });
    expect(applyTransition(rentalReservation, 'WAITING', 'accept', 'customer')).toMatchObject({
      message: '예약 수락은 판매자만 할 수 있어요.',
    });
    expect(applyTransition(saleOrder, 'DELIVERED', 'autoConfirmPurchase', 'customer')).toMatchObject({
      message: '자동 구매 확정은 자동으로만 처리돼요.',
    });
  });
});
