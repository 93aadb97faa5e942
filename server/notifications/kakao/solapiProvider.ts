import crypto from 'node:crypto';
import type { KakaoMessage, KakaoProvider } from './provider';

export type SolapiConfig = {
  apiKey: string;
  apiSecret: string;
  /** The Kakao channel's id in Solapi. */
  pfId: string;
  /** A registered sender number: with it, a failed 알림톡 falls back to a text message. */
  sender: string | null;
  baseUrl: string;
};

/** Solapi's answer to a single send: statusCode 2000 is "accepted". */
type SolapiAnswer = {
  messageId?: string;
  statusCode?: string;
  statusMessage?: string;
  errorCode?: string;
  errorMessage?: string;
};

/** HMAC-SHA256 of date + salt with the API secret, as Solapi's authentication asks. */
export function solapiAuthorization(apiKey: string, apiSecret: string, date: string, salt: string): string {
  const signature = crypto
    .createHmac('sha256', apiSecret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

/**
 * 알림톡 through Solapi's single-message API (POST /messages/v4/send, type ATA). With a sender number
 * the message may fall back to SMS/LMS (disableSms false), the text being the template's own words.
 */
export function solapiProvider(config: SolapiConfig, fetchImpl: typeof fetch = fetch): KakaoProvider {
  return {
    name: 'solapi',
    async send(message: KakaoMessage) {
      const date = new Date().toISOString();
      const salt = crypto.randomBytes(16).toString('hex');
      const response = await fetchImpl(new URL('/messages/v4/send', config.baseUrl), {
        method: 'POST',
        headers: {
          authorization: solapiAuthorization(config.apiKey, config.apiSecret, date, salt),
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          message: {
            to: message.to,
            ...(config.sender ? { from: config.sender } : {}),
            text: message.text,
            type: 'ATA',
            kakaoOptions: {
              pfId: config.pfId,
              templateId: message.templateId,
              variables: message.variables,
              disableSms: config.sender === null,
            },
          },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json().catch(() => ({}))) as SolapiAnswer;
      if (!response.ok || answer.statusCode !== '2000' || !answer.messageId) {
        throw new Error(
          `solapi ${response.status}: ${answer.errorCode ?? answer.statusCode ?? ''} ${answer.errorMessage ?? answer.statusMessage ?? ''}`.trim()
        );
      }
      return { messageId: answer.messageId };
    },
  };
}
