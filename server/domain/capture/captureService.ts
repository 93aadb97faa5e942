import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { Viewer } from '../viewer';
import {
  captureEvents,
  captureNaverEpVisits,
  captureSurveys,
  captureVisitPages,
  interactionEvents,
  type VisitReferrer,
} from '@/server/db/schema/capture';
import {
  captureEventCommand,
  captureNaverEpVisitCommand,
  captureSurveyCommand,
  captureVisitPageCommand,
  existCaptureSurveyArgs,
  interactionEventCommand,
  updateCaptureVisitPageArgs,
} from '@/lib/capture/commandSchemas';
import { DomainError } from '@/lib/errors';
import { DEFAULT_PRODUCTION_HOST, isConversionPage, isProductionHost } from './conversion';
import { ownAnonId, requiredOwnAnonId } from './requesterId';
import { parseInput } from '../parseInput';
import { isUniqueViolation } from '../../db/uniqueViolation';

/**
 * The capture domain (docs/product.md §3 Capture payloads, §7 Capture operations): the only writer of the capture tables.
 * Every command is validated with the shared zod schemas first, so a bad one writes nothing. Rows
 * are append-only and stamped by the database clock (column defaults), never by the caller. Every
 * row belongs to the requester's own anonymous id (requesterId.ts): a command naming another id is
 * FORBIDDEN, so one requester is one visitor however many ids it types.
 */

/** Who sent the record, as the service knows it from the request (not from the payload). */
export type CaptureActor = {
  viewer: Viewer | null;
  /** The anonymous id of the request's cookie or header: the only id its commands may write under. */
  anonId: string | null;
  /** anonId came in the sealed cookie (or SSR's in-process transport), not in a plain header. */
  anonVerified: boolean;
  /** The host the browser addressed (X-Forwarded-Host or Host). */
  requestHost: string | null;
};

const SURVEY_UNIQUE_INDEX = 'capture_surveys_name_anony_uq';

/**
 * Whether the server can vouch for the requester, so that its searches vote in 인기 검색어: a
 * signed-in member (a session proves a real account, and the ranking counts a member once by user
 * id), or an anonymous id from the sealed cookie (or SSR's in-process transport). An id minted on the
 * request itself can be had again on every request: its events are kept but do not vote.
 */
function vouchedFor(actor: CaptureActor): boolean {
  return actor.viewer !== null || actor.anonVerified;
}

function productionHost(): string {
  return process.env.PRODUCTION_HOST?.trim() || DEFAULT_PRODUCTION_HOST;
}

export async function createVisitPage(db: Db, input: unknown, actor: CaptureActor): Promise<string> {
  const command = parseInput(captureVisitPageCommand, input);
  const [row] = await db
    .insert(captureVisitPages)
    .values({
      // A first page view may come before the client has read its cookie: the request knows it.
      anonyId: ownAnonId(command.anonyId, actor.anonId),
      userId: actor.viewer?.userId ?? null,
      itemId: command.itemId ?? null,
      modelId: command.modelId ?? null,
      url: command.url,
      pageName: command.pageName,
      prevUrl: command.prevUrl ?? null,
      isConversion: isConversionPage(command.url) && isProductionHost(actor.requestHost, productionHost()),
    })
    .returning({ id: captureVisitPages.id });
  return String(row.id);
}

/**
 * A member who signs in claims the visits made anonymously under anonyId: rows that already
 * belong to someone are left alone, so a shared device never moves one member's history to another.
 * Only the visits of the requester's own anonymous id (this device): naming another visitor's id
 * would hand that person's browsing to this account. Answers how many rows were claimed.
 */
export async function claimVisitPages(db: Db, input: unknown, actor: CaptureActor): Promise<string> {
  const { viewer } = actor;
  if (!viewer) throw new DomainError('UNAUTHENTICATED');
  const args = parseInput(updateCaptureVisitPageArgs, input);
  const anonyId = requiredOwnAnonId(args.anonyId, actor.anonId);
  const claimed = await db
    .update(captureVisitPages)
    .set({ userId: viewer.userId })
    .where(and(eq(captureVisitPages.anonyId, anonyId), isNull(captureVisitPages.userId)))
    .returning({ id: captureVisitPages.id });
  return String(claimed.length);
}

type ReferrerInput =
  | {
      referrer?: string | null;
      referrerHost?: string | null;
      url?: string | null;
      info?: { itemId?: number | null } | null;
    }
  | null
  | undefined;

function toReferrer(input: ReferrerInput): VisitReferrer | null {
  if (!input) return null;
  return {
    referrer: input.referrer ?? null,
    referrerHost: input.referrerHost ?? null,
    url: input.url ?? null,
    info: input.info ? { itemId: input.info.itemId ?? null } : null,
  };
}

export async function createEvent(db: Db, input: unknown, actor: CaptureActor): Promise<string> {
  const command = parseInput(captureEventCommand, input);
  const anonyId = requiredOwnAnonId(command.anonyId, actor.anonId);
  const [row] = await db
    .insert(captureEvents)
    .values({
      anonyId,
      action: command.action,
      value1: command.value1 ?? null,
      url: command.url ?? null,
      verified: vouchedFor(actor),
      userId: actor.viewer?.userId ?? null,
      externalVisitReferrer: toReferrer(command.externalVisitReferrer),
      internalVisitReferrer: toReferrer(command.internalVisitReferrer),
    })
    .returning({ id: captureEvents.id });
  return String(row.id);
}

export async function createNaverEpVisit(db: Db, input: unknown, actor: CaptureActor): Promise<string> {
  const command = parseInput(captureNaverEpVisitCommand, input);
  const anonyId = requiredOwnAnonId(command.anonyId, actor.anonId);
  const [row] = await db
    .insert(captureNaverEpVisits)
    .values({ anonyId, itemId: command.itemId ?? null, referrer: command.referrer })
    .returning({ id: captureNaverEpVisits.id });
  return String(row.id);
}

export async function createInteractionEvent(db: Db, input: unknown, actor: CaptureActor): Promise<string> {
  const command = parseInput(interactionEventCommand, input);
  const anonyId = requiredOwnAnonId(command.anonyId, actor.anonId);
  const [row] = await db
    .insert(interactionEvents)
    .values({
      anonyId,
      modelId: command.modelId,
      eventType: command.eventType,
      eventValue: command.eventValue,
    })
    .returning({ id: interactionEvents.id });
  return String(row.id);
}

/** Only about the requester's own answers: another visitor's participation is theirs to know. */
export async function existSurvey(db: Db, input: unknown, actor: CaptureActor): Promise<boolean> {
  const args = parseInput(existCaptureSurveyArgs, input);
  const { surveyName } = args;
  const anonyId = requiredOwnAnonId(args.anonyId, actor.anonId);
  const rows = await db
    .select({ id: captureSurveys.id })
    .from(captureSurveys)
    .where(and(eq(captureSurveys.surveyName, surveyName), eq(captureSurveys.anonyId, anonyId)))
    .limit(1);
  return rows.length > 0;
}

/** One answer per anonymous id and survey: the unique index decides, and a second is a CONFLICT. */
export async function createSurvey(db: Db, input: unknown, actor: CaptureActor): Promise<string> {
  const command = parseInput(captureSurveyCommand, input);
  const anonyId = requiredOwnAnonId(command.anonyId, actor.anonId);
  try {
    const [row] = await db
      .insert(captureSurveys)
      .values({ anonyId, surveyName: command.surveyName, value: command.value })
      .returning({ id: captureSurveys.id });
    return String(row.id);
  } catch (error) {
    if (isUniqueViolation(error, SURVEY_UNIQUE_INDEX)) {
      throw new DomainError('CONFLICT', '이미 참여한 설문이에요.');
    }
    throw error;
  }
}
