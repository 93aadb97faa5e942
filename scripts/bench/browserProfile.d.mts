// Types for the unit tests (tests/unit/bench): the benchmark itself is plain ESM run by node.
export type BrowserCallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
export type BrowserProfile = {
  nodes: { id: number; callFrame: BrowserCallFrame; children?: number[] }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};
export type Spent = { name: string; ms: number };
export function scriptOf(frame: { functionName: string; url: string }): string;
export function summarizeBrowserProfile(
  profile: BrowserProfile,
  options?: { top?: number }
): { busyMs: number; scripts: Spent[]; self: Spent[]; inclusive: Spent[] };
