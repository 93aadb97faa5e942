import type { ErrorCode } from '@/lib/errors';
import { withObject, withTopic } from './josa';
import type { Actor, Effect, ProcessDef, TransitionDef } from './types';

/**
 * The one way any order state changes: the server calls applyTransition and performs the effects it
 * returns; screens call availableActions and timeline. Inputs may come from a database row, so an
 * unknown state or action is answered like any other illegal transition, never thrown.
 */
export type TransitionResult<S extends string> =
  | { ok: true; to: S; effects: readonly Effect[] }
  | { ok: false; code: Extract<ErrorCode, 'INVALID_TRANSITION'>; message: string };

const actorLabels: Record<Actor, string> = {
  customer: '구매자',
  seller: '판매자',
  system: '시스템',
  operator: '운영자',
};

function findTransitions<S extends string, A extends string>(process: ProcessDef<S, A>, state: S, action: A) {
  return process.transitions.filter((t) => t.action === action && t.from.includes(state));
}

function invalid(message: string): TransitionResult<never> {
  return { ok: false, code: 'INVALID_TRANSITION', message };
}

export function applyTransition<S extends string, A extends string>(
  process: ProcessDef<S, A>,
  state: S,
  action: A,
  actor: Actor
): TransitionResult<S> {
  const stateDef = Object.hasOwn(process.states, state) ? process.states[state] : undefined;
  const actionLabel = Object.hasOwn(process.actions, action) ? process.actions[action] : undefined;
  if (!stateDef) return invalid('알 수 없는 상태라서 요청을 처리할 수 없어요.');
  if (!actionLabel) return invalid(`'${stateDef.label}' 상태에서는 할 수 없는 요청이에요.`);

  const candidates = findTransitions(process, state, action);
  if (candidates.length === 0) {
    return invalid(`'${stateDef.label}' 상태에서는 ${withObject(actionLabel)} 할 수 없어요.`);
  }
  const match = candidates.find((t) => t.actor === actor);
  if (!match) {
    const owner = candidates[0].actor;
    return invalid(
      owner === 'system'
        ? `${withTopic(actionLabel)} 자동으로만 처리돼요.`
        : `${withTopic(actionLabel)} ${actorLabels[owner]}만 할 수 있어요.`
    );
  }
  return { ok: true, to: match.to, effects: match.effects };
}

/** What this actor may do now: the buttons of a screen (customer, seller) or the jobs' work (system). */
export function availableActions<S extends string, A extends string>(
  process: ProcessDef<S, A>,
  state: S,
  actor: Actor
): TransitionDef<S, A>[] {
  return process.transitions.filter((t) => t.actor === actor && t.from.includes(state));
}

/** A state is terminal when nothing, by anyone, can move it any more. */
export function isTerminal<S extends string, A extends string>(process: ProcessDef<S, A>, state: S): boolean {
  return !process.transitions.some((t) => t.from.includes(state));
}

export type TimelineStatus = 'done' | 'current' | 'upcoming';

export interface TimelineStep<S extends string> {
  state: S;
  label: string;
  status: TimelineStatus;
}

export interface TimelineOptions<S extends string> {
  /** Which progress line (e.g. `delivery` or `pickup`); default: the first line holding the state. */
  route?: string;
  /** For a state off the line (a cancellation): the line's state it was left from, if known. */
  leftAt?: S;
}

/**
 * The progress line of a screen. On the line: earlier steps done, this one current, later ones
 * upcoming. Off the line (예약 취소, 주문 취소 …): the line up to where it was left, then this state.
 * When the branch point is unknown the earliest possible one is used: claiming less progress than
 * happened is safer than claiming more.
 */
export function timeline<S extends string, A extends string>(
  process: ProcessDef<S, A>,
  state: S,
  options: TimelineOptions<S> = {}
): TimelineStep<S>[] {
  const routes: (readonly S[])[] = Object.values(process.routes);
  const route =
    (options.route !== undefined ? process.routes[options.route] : undefined) ??
    routes.find((r) => r.includes(state)) ??
    routes[0];
  const step = (s: S, status: TimelineStatus): TimelineStep<S> => ({
    state: s,
    label: process.states[s].label,
    status,
  });

  const index = route.indexOf(state);
  if (index >= 0) {
    return route.map((s, i) => step(s, i < index ? 'done' : i === index ? 'current' : 'upcoming'));
  }
  const branchPoints = route
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => process.transitions.some((t) => t.to === state && t.from.includes(s)));
  const chosen = branchPoints.find(({ s }) => s === options.leftAt) ?? branchPoints[0];
  const doneSteps = chosen ? route.slice(0, chosen.i + 1).map((s) => step(s, 'done')) : [];
  return [...doneSteps, step(state, 'current')];
}
