// Types for the unit tests (tests/unit/ops): the soak itself is plain ESM run by node.
export type SoakRequest = { sentAt: number; endedAt: number; status: number; failed: boolean };
export type MinuteRow = {
  minute: number;
  requests: number;
  p50Ms: number | null;
  p99Ms: number | null;
  errors5xx: number;
  failed: number;
};
export function percentile(values: number[], q: number): number | null;
export function sparkline(values: number[]): string;
export function slopeMbPer10Min(samples: { t: number; value: number }[], halfAt: number): number | null;
export function metricValue(text: string, name: string): number | null;
export function perMinute(requests: SoakRequest[], start: number, minutes: number): MinuteRow[];
export function spread<T>(samples: T[], rows: number): T[];
export function toMb(bytes: number): number;
