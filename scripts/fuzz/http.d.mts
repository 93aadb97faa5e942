// Types for the unit tests (tests/unit/fuzz): the harness itself is plain ESM run by node.
export class CookieJar {
  update(setCookie: string | string[] | undefined): void;
  header(): string;
  hasSession(): boolean;
  clear(): void;
}
export function pct(text: string): string;
export function send(options: Record<string, unknown>): Promise<{
  status: number;
  headers?: Record<string, string | string[] | undefined>;
  body: Buffer;
  ms: number;
  error?: string;
}>;
