import '@/lib/zodWithoutEval';
import { z } from 'zod';

/**
 * The capture payloads of docs/product.md §3, shared by the client (checks outgoing variables, §5) and the
 * service (rejects bad commands with INVALID_INPUT). One source, so both sides agree on the limits.
 */
export const MAX_URL_LENGTH = 2048;
export const MAX_EVENT_NAME_LENGTH = 40;
export const EVENT_NAME_TOO_LONG_MESSAGE = '이벤트 이름은 40자 이하여야 합니다.';

// Optional everywhere: the service records every command under the requester's own anonymous id
// (cookie or header) and refuses a different one, so a client may leave it out. Sent empty, it is
// still a mistake worth reporting.
const anonyId = z.string().trim().min(1, '익명 식별자가 비어 있어요.').max(64).nullish();
const url = z.string().min(1).max(MAX_URL_LENGTH, `URL은 ${MAX_URL_LENGTH}자 이하여야 합니다.`);
const eventName = z.string().trim().min(1).max(MAX_EVENT_NAME_LENGTH, EVENT_NAME_TOO_LONG_MESSAGE);
const id = z.number().int().positive();

export const captureVisitPageCommand = z.object({
  itemId: id.nullish(),
  modelId: id.nullish(),
  url,
  pageName: z.string().trim().min(1).max(100),
  prevUrl: url.nullish(),
  anonyId,
});

export const visitReferrerInput = z.object({
  referrer: z.string().max(MAX_URL_LENGTH).nullish(),
  referrerHost: z.string().max(255).nullish(),
  url: z.string().max(MAX_URL_LENGTH).nullish(),
  info: z.object({ itemId: id.nullish() }).nullish(),
});

export const captureEventCommand = z.object({
  anonyId,
  action: eventName,
  value1: z.string().max(1000).nullish(),
  url: url.nullish(),
  externalVisitReferrer: visitReferrerInput.nullish(),
  internalVisitReferrer: visitReferrerInput.nullish(),
});

export const captureNaverEpVisitCommand = z.object({
  anonyId,
  itemId: id.nullish(),
  referrer: z.string().min(1).max(MAX_URL_LENGTH),
});

export const interactionEventCommand = z.object({
  anonyId,
  modelId: id,
  eventType: eventName,
  eventValue: z.number().finite().nonnegative('eventValue는 0 이상이어야 합니다.'),
});

export const captureSurveyCommand = z.object({
  anonyId,
  surveyName: z.string().trim().min(1).max(MAX_EVENT_NAME_LENGTH),
  value: z.string().trim().min(1).max(1000),
});

export const existCaptureSurveyArgs = z.object({
  surveyName: z.string().trim().min(1).max(MAX_EVENT_NAME_LENGTH),
  anonyId,
});

export const updateCaptureVisitPageArgs = z.object({ anonyId });

export type CaptureVisitPageCommand = z.infer<typeof captureVisitPageCommand>;
export type CaptureEventCommand = z.infer<typeof captureEventCommand>;
export type CaptureNaverEpVisitCommand = z.infer<typeof captureNaverEpVisitCommand>;
export type InteractionEventCommand = z.infer<typeof interactionEventCommand>;
export type CaptureSurveyCommand = z.infer<typeof captureSurveyCommand>;
