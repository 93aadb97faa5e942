import { DomainError } from '@/lib/errors';

/**
 * Whose record a capture command is. The anonymous id in a command's body is only a claim: anyone
 * can type any id there, and 30 aliased commands with 30 ids used to count as 30 visitors in
 * 인기 검색어 and in the recommender's neighbours. The only id a request can prove is its own (the
 * sealed aid cookie, or the x-rm-anony-id header of SSR's in-process transport), so that is the id every
 * record is written under, and a command that names another one is refused before anything is
 * written.
 */

export const FOREIGN_ANON_ID_MESSAGE = '다른 방문자의 기록은 남기거나 볼 수 없어요.';
export const MISSING_ANON_ID_MESSAGE = '이 요청의 익명 식별자를 알 수 없어요.';

/**
 * The id to write under: the requester's own. A command may leave it out; if it names one, it must
 * be the requester's (FORBIDDEN otherwise, also when the request carries no anonymous id at all, as
 * nothing could then prove the claim). Null only when neither the command nor the request has one.
 */
export function ownAnonId(claimed: string | null | undefined, requester: string | null): string | null {
  if (claimed === null || claimed === undefined) return requester;
  if (requester === null || claimed !== requester) throw new DomainError('FORBIDDEN', FOREIGN_ANON_ID_MESSAGE);
  return requester;
}

/** As ownAnonId, for records that cannot exist without an id (events, surveys). */
export function requiredOwnAnonId(claimed: string | null | undefined, requester: string | null): string {
  const id = ownAnonId(claimed, requester);
  if (id === null)
    throw new DomainError('INVALID_INPUT', MISSING_ANON_ID_MESSAGE, { anonyId: MISSING_ANON_ID_MESSAGE });
  return id;
}
