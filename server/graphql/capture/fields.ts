import * as capture from '@/server/domain/capture/captureService';
import { builder, type CaptureContext } from './builder';
import { limitCaptureCommand } from './captureRateLimit';
import { peerIsTrustedProxy, socketAddressOf } from '@/server/security/clientIp';
import { serverEnv } from '@/server/env';
import {
  CaptureEventCommand,
  CaptureNaverEpVisitCommand,
  CaptureSurveyCommand,
  CaptureVisitPageCommand,
  ANONY_ID_DESCRIPTION,
  InteractionEventCommand,
} from './inputs';

/**
 * The seven operations of docs/product.md §7. Resolvers only translate; rules live in the domain. Answers
 * are non-null: on success there is always an id (or a count), on failure the error says why.
 * Each command first passes the per-address rate limit, then the domain checks that its anonymous
 * id is the requester's own (the actor's anonId, from the cookie or header).
 */

/** The host the visitor asked for; X-Forwarded-Host counts only when one of our proxies sent it. */
function requestHost(ctx: CaptureContext): string | null {
  const headers = ctx.request.headers;
  const viaProxy = peerIsTrustedProxy(socketAddressOf(ctx), serverEnv().TRUST_PROXY);
  const forwarded = viaProxy ? headers.get('x-forwarded-host')?.split(',')[0].trim() : undefined;
  return forwarded || headers.get('host') || new URL(ctx.request.url, 'http://localhost').host || null;
}

/** The requester as the domain sees it; every command is counted against the rate limit here. */
async function actorOf(ctx: CaptureContext): Promise<capture.CaptureActor> {
  await limitCaptureCommand(ctx);
  return { viewer: ctx.viewer, anonId: ctx.anonId, anonVerified: ctx.anonVerified, requestHost: requestHost(ctx) };
}

const CaptureSurveyExistence = builder
  .objectRef<{ isExist: boolean }>('CaptureSurveyExistence')
  .implement({ fields: (t) => ({ isExist: t.exposeBoolean('isExist') }) });

builder.queryType({
  fields: (t) => ({
    existCaptureSurvey: t.field({
      type: CaptureSurveyExistence,
      description: '이 방문자(요청의 익명 식별자)가 이 설문에 이미 답했는지',
      args: {
        surveyName: t.arg.string({ required: true }),
        anonyId: t.arg.string({ description: ANONY_ID_DESCRIPTION }),
      },
      resolve: async (_root, args, ctx) => ({ isExist: await capture.existSurvey(ctx.db, args, await actorOf(ctx)) }),
    }),
  }),
});

builder.mutationType({
  fields: (t) => ({
    createCaptureVisitPage: t.string({
      description: '페이지 방문 기록; 새 기록의 id',
      args: { command: t.arg({ type: CaptureVisitPageCommand, required: true }) },
      resolve: async (_root, { command }, ctx) => capture.createVisitPage(ctx.db, command, await actorOf(ctx)),
    }),
    updateCaptureVisitPage: t.string({
      description: '로그인한 회원이 이 기기(요청의 익명 식별자)의 방문 기록을 가져옴; 가져온 건수',
      args: { anonyId: t.arg.string({ description: ANONY_ID_DESCRIPTION }) },
      resolve: async (_root, args, ctx) => capture.claimVisitPages(ctx.db, args, await actorOf(ctx)),
    }),
    createCaptureEvent: t.string({
      description: '행동 이벤트 기록; 새 기록의 id',
      args: { command: t.arg({ type: CaptureEventCommand, required: true }) },
      resolve: async (_root, { command }, ctx) => capture.createEvent(ctx.db, command, await actorOf(ctx)),
    }),
    createCaptureNaverEpVisit: t.string({
      description: '외부 포털(네이버 EP) 유입 기록; 새 기록의 id',
      args: { command: t.arg({ type: CaptureNaverEpVisitCommand, required: true }) },
      resolve: async (_root, { command }, ctx) => capture.createNaverEpVisit(ctx.db, command, await actorOf(ctx)),
    }),
    createInteractionEvent: t.string({
      description: '모델 상호작용 기록(추천용); 새 기록의 id',
      args: { command: t.arg({ type: InteractionEventCommand, required: true }) },
      resolve: async (_root, { command }, ctx) => capture.createInteractionEvent(ctx.db, command, await actorOf(ctx)),
    }),
    createCaptureSurvey: t.string({
      description: '설문 응답; 새 기록의 id. 같은 설문에 두 번째 응답은 CONFLICT',
      args: { command: t.arg({ type: CaptureSurveyCommand, required: true }) },
      resolve: async (_root, { command }, ctx) => capture.createSurvey(ctx.db, command, await actorOf(ctx)),
    }),
  }),
});
