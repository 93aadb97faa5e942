import { builder } from './builder';

/**
 * Command inputs: exactly the payload fields of docs/product.md §3, named as clients in the field send them.
 * GraphQL checks only the types; limits (lengths, non-negative values, non-empty ids) belong to the
 * shared zod schemas that the domain applies, so that client and server agree on one definition.
 */

/**
 * Optional: the record is always written under the requester's own anonymous id, and a different
 * one is FORBIDDEN. Clients in the field still send it (their documents stay valid: a String!
 * variable may feed an optional String field).
 */
export const ANONY_ID_DESCRIPTION = '요청의 익명 식별자(쿠키나 헤더)와 같아야 해요. 빠지면 그 식별자를 씁니다.';

export const CaptureVisitPageCommand = builder.inputType('CaptureVisitPageCommand', {
  fields: (t) => ({
    itemId: t.int(),
    modelId: t.int(),
    url: t.string({ required: true }),
    pageName: t.string({ required: true }),
    prevUrl: t.string(),
    anonyId: t.string({ description: ANONY_ID_DESCRIPTION }),
  }),
});

export const VisitReferrerInfoInput = builder.inputType('VisitReferrerInfoInput', {
  fields: (t) => ({ itemId: t.int() }),
});

export const VisitReferrerInput = builder.inputType('VisitReferrerInput', {
  fields: (t) => ({
    referrer: t.string(),
    referrerHost: t.string(),
    url: t.string(),
    info: t.field({ type: VisitReferrerInfoInput }),
  }),
});

export const CaptureEventCommand = builder.inputType('CaptureEventCommand', {
  fields: (t) => ({
    anonyId: t.string({ description: ANONY_ID_DESCRIPTION }),
    action: t.string({ required: true }),
    value1: t.string(),
    url: t.string(),
    externalVisitReferrer: t.field({ type: VisitReferrerInput }),
    internalVisitReferrer: t.field({ type: VisitReferrerInput }),
  }),
});

export const CaptureNaverEpVisitCommand = builder.inputType('CaptureNaverEpVisitCommand', {
  fields: (t) => ({
    anonyId: t.string({ description: ANONY_ID_DESCRIPTION }),
    itemId: t.int(),
    referrer: t.string({ required: true }),
  }),
});

export const InteractionEventCommand = builder.inputType('InteractionEventCommand', {
  fields: (t) => ({
    anonyId: t.string({ description: ANONY_ID_DESCRIPTION }),
    modelId: t.int({ required: true }),
    eventType: t.string({ required: true }),
    eventValue: t.float({ required: true }),
  }),
});

export const CaptureSurveyCommand = builder.inputType('CaptureSurveyCommand', {
  fields: (t) => ({
    anonyId: t.string({ description: ANONY_ID_DESCRIPTION }),
    surveyName: t.string({ required: true }),
    value: t.string({ required: true }),
  }),
});
