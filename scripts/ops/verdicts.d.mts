// Types for the unit tests (tests/unit/ops): the proofs themselves are plain ESM run by node.
export type Attempt = {
  path?: string;
  sentAt: number;
  endedAt: number;
  status: number;
  headers?: Record<string, string | string[] | undefined>;
  body?: string;
  error?: string | null;
  errorCode?: string | null;
  reused?: boolean;
  answered: boolean;
  expected: (status: number) => boolean;
};
export type VerdictKind = 'completed' | 'refused' | 'closed' | 'unread' | 'failed';
export function isDrainRefusal(attempt: Attempt): boolean;
export function attemptVerdict(attempt: Attempt, signalAt: number | null): { kind: VerdictKind; ok: boolean };
export function tally(
  attempts: Attempt[],
  signalAt: number | null
): {
  before: Partial<Record<VerdictKind, number>>;
  after: Partial<Record<VerdictKind, number>>;
  failures: {
    kind: VerdictKind;
    path?: string;
    status: number;
    error: string | null;
    sentAt: number;
    endedAt: number;
  }[];
};
export function scriptReport(
  name: string,
  checks: { name: string; ok: boolean }[],
  figures?: Record<string, unknown>
): {
  kind: 'script';
  name: string;
  passed: number;
  failed: number;
  checks: { name: string; ok: boolean }[];
  figures: Record<string, unknown>;
};
