import { atLeast } from '@/server/security/timingFloor';
import { steppedFloorClock } from '@/tests/support/floorClock';

describe('atLeast (the timing floor of answers that must not tell whether an account exists)', () => {
  it("waits out what is left of the floor after quick work, and answers the work's result", async () => {
    const clock = steppedFloorClock();
    const result = await atLeast(
      400,
      async () => {
        clock.pass(150);
        return 'queued';
      },
      clock
    );
    expect(result).toBe('queued');
    expect(clock.waits).toEqual([250]);
    expect(clock.now()).toBe(400);
  });

  it('adds nothing after work that took the floor or longer', async () => {
    const exact = steppedFloorClock();
    await atLeast(400, async () => exact.pass(400), exact);
    const slow = steppedFloorClock();
    await atLeast(400, async () => slow.pass(650), slow);
    expect([exact.waits, slow.waits]).toEqual([[], []]);
  });

  it('holds a refusal to the floor too, then passes it on', async () => {
    const clock = steppedFloorClock();
    const refused = atLeast(
      300,
      async () => {
        clock.pass(20);
        throw new Error('RATE_LIMITED');
      },
      clock
    );
    await expect(refused).rejects.toThrow('RATE_LIMITED');
    expect(clock.waits).toEqual([280]);
  });
});
