// Types for the unit tests (tests/unit/bench): the benchmark itself is plain ESM run by node.
export type CallFrame = { functionName: string; url: string; lineNumber?: number };
export type CpuProfile = {
  nodes: { id: number; callFrame: CallFrame }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};
export type Share = { name: string; share: number };
export function groupOf(frame: CallFrame): string;
export function summarizeProfile(
  profile: CpuProfile,
  options?: { top?: number; lastSeconds?: number }
): { busy: number; groups: Share[]; functions: Share[] };
