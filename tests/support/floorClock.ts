import type { FloorClock } from '@/server/security/timingFloor';

export type SteppedFloorClock = FloorClock & {
  /** Every wait the floor asked for, in order (each is taken at once: time jumps by it). */
  waits: number[];
  /** Lets `ms` pass, as slow work would. */
  pass: (ms: number) => void;
};

/**
 * A timing floor's clock under the test's control: time stands still unless the test or a wait
 * moves it, so "how long did the floor make the answer wait" is an exact number, not a stopwatch.
 */
export function steppedFloorClock(): SteppedFloorClock {
  let at = 0;
  const waits: number[] = [];
  return {
    now: () => at,
    sleep: async (ms) => {
      waits.push(ms);
      at += ms;
    },
    pass: (ms) => {
      at += ms;
    },
    waits,
  };
}
