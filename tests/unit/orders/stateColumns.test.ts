import fs from 'node:fs';
import path from 'node:path';
import { CHECKOUT_EVENT, orderStateCheck, paymentStateCheck, processes } from '@/lib/orders';

const migrationsFolder = path.join(process.cwd(), 'server/db/migrations');

/** The CHECK of a constraint as the latest migration that adds it wrote it. */
function latestCheck(name: string): string | undefined {
  const files = fs
    .readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const pattern = new RegExp(`ADD CONSTRAINT "${name}" CHECK \\((.*)\\);`);
  return files
    .map((f) => pattern.exec(fs.readFileSync(path.join(migrationsFolder, f), 'utf8'))?.[1])
    .filter(Boolean)
    .at(-1);
}

const statesIn = (check: string) => [...check.matchAll(/'([A-Z_]+)'/g)].map((m) => m[1]).sort();

describe('the state columns follow the process tables', () => {
  test("orders.state's CHECK lists every state of each order table, and no other", () => {
    const check = latestCheck('orders_state_valid');
    expect(check).toBe(orderStateCheck('"orders"."process"', '"orders"."state"'));
    for (const id of ['rentalReservation', 'contract', 'saleOrder'] as const) {
      const clause = new RegExp(`"orders"\\."process" = '${id}' AND "orders"\\."state" IN \\(([^)]*)\\)`).exec(
        check!
      )![1];
      expect(statesIn(clause)).toEqual(Object.keys(processes[id].states).sort());
    }
  });

  test("orders.payment_state's CHECK lists the payment table's states", () => {
    const check = latestCheck('orders_payment_state_valid');
    expect(check).toBe(paymentStateCheck('"orders"."payment_state"'));
    expect(statesIn(check!)).toEqual(Object.keys(processes.payment.states).sort());
  });

  test("the checkout's event is no table's action (상품 준비 is the payment table's 'prepare')", () => {
    for (const table of Object.values(processes)) expect(Object.keys(table.actions)).not.toContain(CHECKOUT_EVENT);
  });
});
