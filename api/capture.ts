/**
 * The capture service's seven operations (docs/product.md §7). Names and documents are kept exactly as
 * clients in the field already send them. Variables are checked with the shared command schemas
 * as the request goes out (logged, still sent: §5); answers are checked by shape (logged, raw value
 * returned). The checks live in api/captureChecks.ts, loaded on demand.
 *
 * The anonymous id a command names must be the visitor's own: the service compares it with the id the
 * request proves (the sealed aid cookie the browser sends by itself, or the x-rm-anony-id header of
 * SSR's in-process transport; over HTTP that header is not read) and answers FORBIDDEN otherwise. In the browser that is the page's shell.anonId,
 * which the server rendered from the same cookie (and minted it with the first page's Set-Cookie).
 */
import type {
  CaptureEventCommand,
  CaptureNaverEpVisitCommand,
  CaptureSurveyCommand,
  CaptureVisitPageCommand,
  InteractionEventCommand,
} from '@/lib/capture/commandSchemas';
import type { ApiClient } from './client';
import { afterIdle } from '@/lib/whenIdle';
import type { CheckedOperation } from './captureChecks';

// The checks (zod and the command schemas, ~110 ms of a 4× slower phone's main thread to evaluate)
// load once the browser is idle, off the start-up path; the request never waits for them.
let checks: Promise<typeof import('./captureChecks')> | null = null;
function loadChecks(): Promise<typeof import('./captureChecks')> {
  checks ??= afterIdle()
    .then(() => import('./captureChecks'))
    .catch((error: unknown) => {
      checks = null; // a failed chunk load is tried again by the next send
      throw error;
    });
  return checks;
}

export const CAPTURE_DOCUMENTS = {
  pb_createCaptureVisitPage:
    'mutation pb_createCaptureVisitPage($command: CaptureVisitPageCommand!) { createCaptureVisitPage(command: $command) }',
  us_updateCaptureVisitPage:
    'mutation us_updateCaptureVisitPage($anonyId: String!) { updateCaptureVisitPage(anonyId: $anonyId) }',
  pb_createCaptureEvent:
    'mutation pb_createCaptureEvent($command: CaptureEventCommand!) { createCaptureEvent(command: $command) }',
  pb_createCaptureNaverEpVisit:
    'mutation pb_createCaptureNaverEpVisit($command: CaptureNaverEpVisitCommand!) { createCaptureNaverEpVisit(command: $command) }',
  pb_createInteractionEvent:
    'mutation pb_createInteractionEvent($command: InteractionEventCommand!) { createInteractionEvent(command: $command) }',
  pb_existCaptureSurvey:
    'query pb_existCaptureSurvey($surveyName: String!, $anonyId: String!) { existCaptureSurvey(surveyName: $surveyName, anonyId: $anonyId) { isExist } }',
  pb_createCaptureSurvey:
    'mutation pb_createCaptureSurvey($command: CaptureSurveyCommand!) { createCaptureSurvey(command: $command) }',
} as const;

type OperationName = keyof typeof CAPTURE_DOCUMENTS;

export type SurveyExistence = { isExist: boolean };

/** Checks outgoing variables without holding the request back (the check only logs). */
async function checkOutgoingLater(operationName: CheckedOperation, checked: unknown): Promise<void> {
  (await loadChecks()).checkCaptureOutgoing(operationName, checked);
}

/**
 * Sends one mutation whose answer is the new record's id as a string. The request starts before
 * anything is awaited, so a keepalive send from a pagehide handler leaves while the page still exists.
 */
async function sendForId(
  client: ApiClient,
  operationName: OperationName,
  field: string,
  variables: Record<string, unknown>,
  checked: unknown,
  keepalive = false
): Promise<string> {
  const sent = client.request<Record<string, unknown>>('capture', CAPTURE_DOCUMENTS[operationName], variables, {
    operationName,
    keepalive,
  });
  const [data] = await Promise.all([sent, checkOutgoingLater(operationName, checked)]);
  const answer = (await loadChecks()).checkIdAnswer(field, data, operationName) as Record<string, unknown>;
  // On a shape mismatch the raw value is returned as is (§5); its type is then not guaranteed.
  return answer?.[field] as string;
}

export function createCaptureVisitPage(client: ApiClient, command: CaptureVisitPageCommand): Promise<string> {
  return sendForId(client, 'pb_createCaptureVisitPage', 'createCaptureVisitPage', { command }, command);
}

/** A signed-in member claims the visits recorded under this device's own anonymous id (needs a session). */
export function updateCaptureVisitPage(client: ApiClient, anonyId: string): Promise<string> {
  return sendForId(client, 'us_updateCaptureVisitPage', 'updateCaptureVisitPage', { anonyId }, { anonyId });
}

export function createCaptureEvent(client: ApiClient, command: CaptureEventCommand): Promise<string> {
  return sendForId(client, 'pb_createCaptureEvent', 'createCaptureEvent', { command }, command);
}

export function createCaptureNaverEpVisit(client: ApiClient, command: CaptureNaverEpVisitCommand): Promise<string> {
  return sendForId(client, 'pb_createCaptureNaverEpVisit', 'createCaptureNaverEpVisit', { command }, command);
}

/** Sent with keepalive: the pages send their dwell time as they are hidden or left (pagehide). */
export function createInteractionEvent(client: ApiClient, command: InteractionEventCommand): Promise<string> {
  return sendForId(client, 'pb_createInteractionEvent', 'createInteractionEvent', { command }, command, true);
}

export async function existCaptureSurvey(
  client: ApiClient,
  args: { surveyName: string; anonyId: string }
): Promise<SurveyExistence> {
  const operationName = 'pb_existCaptureSurvey';
  const variables = { surveyName: args.surveyName, anonyId: args.anonyId };
  const sent = client.request<Record<string, unknown>>('capture', CAPTURE_DOCUMENTS[operationName], variables, {
    operationName,
  });
  const [data] = await Promise.all([sent, checkOutgoingLater(operationName, args)]);
  const answer = (await loadChecks()).checkSurveyAnswer(data, operationName);
  return (answer as Record<string, unknown>)?.existCaptureSurvey as SurveyExistence;
}

export function createCaptureSurvey(client: ApiClient, command: CaptureSurveyCommand): Promise<string> {
  return sendForId(client, 'pb_createCaptureSurvey', 'createCaptureSurvey', { command }, command);
}

/** The seven operations bound to one client: what thunks and the page-view hook call. */
export type CaptureApi = {
  createCaptureVisitPage(command: CaptureVisitPageCommand): Promise<string>;
  updateCaptureVisitPage(anonyId: string): Promise<string>;
  createCaptureEvent(command: CaptureEventCommand): Promise<string>;
  createCaptureNaverEpVisit(command: CaptureNaverEpVisitCommand): Promise<string>;
  createInteractionEvent(command: InteractionEventCommand): Promise<string>;
  existCaptureSurvey(args: { surveyName: string; anonyId: string }): Promise<SurveyExistence>;
  createCaptureSurvey(command: CaptureSurveyCommand): Promise<string>;
};

export function bindCaptureApi(client: ApiClient): CaptureApi {
  return {
    createCaptureVisitPage: (command) => createCaptureVisitPage(client, command),
    updateCaptureVisitPage: (anonyId) => updateCaptureVisitPage(client, anonyId),
    createCaptureEvent: (command) => createCaptureEvent(client, command),
    createCaptureNaverEpVisit: (command) => createCaptureNaverEpVisit(client, command),
    createInteractionEvent: (command) => createInteractionEvent(client, command),
    existCaptureSurvey: (args) => existCaptureSurvey(client, args),
    createCaptureSurvey: (command) => createCaptureSurvey(client, command),
  };
}
