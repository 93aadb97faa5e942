/**
 * The zod checks of the capture operations (docs/product.md §5): outgoing variables against the shared
 * command schemas, answers by shape. Loaded on demand by api/capture.ts, after the request is on its
 * way: the checks only ever log, so zod (33 KiB compressed) never delays a page's start (issue 19).
 */
import '@/lib/zodWithoutEval';
import { z } from 'zod';
import {
  captureEventCommand,
  captureNaverEpVisitCommand,
  captureSurveyCommand,
  captureVisitPageCommand,
  existCaptureSurveyArgs,
  interactionEventCommand,
  updateCaptureVisitPageArgs,
} from '@/lib/capture/commandSchemas';
import { checkAnswer, checkOutgoing } from './validate';

const OUTGOING = {
  pb_createCaptureVisitPage: captureVisitPageCommand,
  us_updateCaptureVisitPage: updateCaptureVisitPageArgs,
  pb_createCaptureEvent: captureEventCommand,
  pb_createCaptureNaverEpVisit: captureNaverEpVisitCommand,
  pb_createInteractionEvent: interactionEventCommand,
  pb_existCaptureSurvey: existCaptureSurveyArgs,
  pb_createCaptureSurvey: captureSurveyCommand,
} as const;

export type CheckedOperation = keyof typeof OUTGOING;

export function checkCaptureOutgoing(operationName: CheckedOperation, checked: unknown): boolean {
  return checkOutgoing(OUTGOING[operationName], checked, operationName);
}

/** The answer of a mutation that returns the new record's id under `field`. */
export function checkIdAnswer(field: string, data: unknown, operationName: string): unknown {
  return checkAnswer(z.object({ [field]: z.string() }), data, operationName);
}

export function checkSurveyAnswer(data: unknown, operationName: string): unknown {
  return checkAnswer(z.object({ existCaptureSurvey: z.object({ isExist: z.boolean() }) }), data, operationName);
}
