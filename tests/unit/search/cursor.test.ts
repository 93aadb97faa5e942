/** @jest-environment node */
import { decodeCursor, encodeCursor, searchFingerprint } from '@/server/domain/search/cursor';

const SECRET = 'test-secret-'.padEnd(40, 'x');
const search = searchFingerprint(['브롬톤', 'RENTAL', 'RECOMMEND']);
const cursor = { sort: 'RECOMMEND' as const, mode: 'strict' as const, key: '3.2500', id: 42, search };

describe('search cursor', () => {
  it('round-trips an opaque cursor for the same search', () => {
    const raw = encodeCursor(cursor, SECRET);
    expect(raw).not.toContain('42');
    expect(decodeCursor(raw, { sort: 'RECOMMEND', search }, SECRET)).toEqual(cursor);
  });

  it('refuses a tampered, foreign or malformed cursor with INVALID_INPUT', () => {
    const raw = encodeCursor(cursor, SECRET);
    const [body, mac] = raw.split('.');
    const edited = Buffer.from(Buffer.from(body, 'base64url').toString().replace('"id":42', '"id":43')).toString(
      'base64url'
    );
    const cases = [
      `${edited}.${mac}`,
      `${body}.${mac.slice(0, -1)}A`,
      encodeCursor(cursor, 'another-secret-'.padEnd(40, 'y')),
      'not-a-cursor',
      `${body}.${mac}.x`,
      '',
    ];
    for (const bad of cases) {
      expect(() => decodeCursor(bad, { sort: 'RECOMMEND', search }, SECRET)).toThrow(
        expect.objectContaining({ code: 'INVALID_INPUT' })
      );
    }
  });

  it('refuses a cursor made for another sort or another search', () => {
    const raw = encodeCursor(cursor, SECRET);
    expect(() => decodeCursor(raw, { sort: 'PRICE_ASC', search }, SECRET)).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' })
    );
    expect(() => decodeCursor(raw, { sort: 'RECOMMEND', search: searchFingerprint(['턴']) }, SECRET)).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' })
    );
  });

  it('refuses a correctly signed payload that is not a cursor (strict shape)', () => {
    const forged = encodeCursor({ ...cursor, key: '1; DROP TABLE items' }, SECRET);
    expect(() => decodeCursor(forged, { sort: 'RECOMMEND', search }, SECRET)).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' })
    );
  });
});
