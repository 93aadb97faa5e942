// Types for the unit tests (tests/unit/fuzz): the harness itself is plain ESM run by node.
export type FuzzRequest = {
  kind: 'graphql' | 'rest' | 'page';
  service: string;
  label: string;
  method: string;
  path: string;
};
export type FuzzAnswer = {
  status: number;
  headers?: Record<string, string | string[] | undefined>;
  body: Buffer;
  error?: string;
};
export function graphqlCodes(text: string): string[];
export function badAnswer(
  request: FuzzRequest,
  answer: FuzzAnswer,
  sentText: string
): { reason: string; detail: string } | null;
