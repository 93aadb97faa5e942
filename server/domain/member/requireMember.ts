import { DomainError } from '../../../lib/errors';
import type { Viewer } from '../viewer';

/** Every `us_` operation starts here: an anonymous caller gets UNAUTHENTICATED, never a partial answer. */
export function requireMember(viewer: Viewer | null): Viewer {
  if (!viewer) throw new DomainError('UNAUTHENTICATED');
  return viewer;
}
