/** One 알림톡 as a provider sends it; `fallbackText` goes as a text message when 알림톡 fails, if allowed. */
export type KakaoMessage = {
  to: string;
  templateId: string;
  variables: Record<string, string>;
  text: string;
};

/**
 * A Korean messaging provider that sends Kakao 알림톡 (docs/architecture.md §10 Notifications). `send`
 * resolves when the provider accepted the message and throws otherwise, so the drain retries it.
 */
export interface KakaoProvider {
  readonly name: string;
  send(message: KakaoMessage): Promise<{ messageId: string }>;
}
