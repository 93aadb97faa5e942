import { DomainError } from '@/lib/errors';
import { ownAnonId, requiredOwnAnonId } from '@/server/domain/capture/requesterId';

const codeOf = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof DomainError ? error.code : 'not a DomainError';
  }
};

describe('the anonymous id a capture command is written under', () => {
  it.each([
    // [claimed in the command, the request's own, expected id or error code]
    [undefined, 'own-id-0001', 'own-id-0001'],
    [null, 'own-id-0001', 'own-id-0001'],
    ['own-id-0001', 'own-id-0001', 'own-id-0001'],
    ['someone-else', 'own-id-0001', 'FORBIDDEN'],
    ['OWN-ID-0001', 'own-id-0001', 'FORBIDDEN'],
    ['own-id-0001', null, 'FORBIDDEN'],
    [undefined, null, null],
  ] as const)('claimed %p by %p → %p', (claimed, requester, expected) => {
    let result: string | null = null;
    const code = codeOf(() => {
      result = ownAnonId(claimed, requester);
    });
    expect(code ?? result).toBe(expected);
  });

  it('is INVALID_INPUT when a record needs an id and neither side has one', () => {
    expect(codeOf(() => requiredOwnAnonId(undefined, null))).toBe('INVALID_INPUT');
    expect(requiredOwnAnonId(undefined, 'own-id-0001')).toBe('own-id-0001');
    expect(codeOf(() => requiredOwnAnonId('someone-else', 'own-id-0001'))).toBe('FORBIDDEN');
  });
});
