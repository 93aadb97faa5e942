/** @jest-environment node */
import { failureStatus, routeInput } from '@/server/ssr/pageLoader';
import { idParam, optionalQueryValue } from '@/server/ssr/pages/routeParams';

describe('the page loader policy', () => {
  it('a NOT_FOUND or INVALID_INPUT answer is no page (404); our own failure still renders with 503', () => {
    expect(failureStatus({ code: 'NOT_FOUND', message: '' }, {})).toBe('notFound');
    expect(failureStatus({ code: 'INVALID_INPUT', message: '' }, {})).toBe('notFound');
    expect(failureStatus({ code: 'INTERNAL', message: '' }, {})).toBe(503);
    expect(failureStatus({ code: 'NETWORK', message: '' }, {})).toBe(503);
  });

  it("a page may call the visitor's bad input a 400 that still renders (a hand-edited filter)", () => {
    expect(
      failureStatus({ code: 'INVALID_INPUT', message: '' }, { badRequestOn: ['INVALID_INPUT', 'BAD_REQUEST'] })
    ).toBe(400);
    expect(failureStatus({ code: 'NOT_FOUND', message: '' }, { badRequestOn: ['INVALID_INPUT'] })).toBe('notFound');
    expect(failureStatus({ code: 'NOT_FOUND', message: '' }, { notFoundOn: [] })).toBe(503);
  });

  it('route params win over a query key of the same name', () => {
    expect(routeInput({ params: { id: '7' }, query: { id: '8', sort: 'NEWEST' } })).toEqual({
      id: '7',
      sort: 'NEWEST',
    });
    expect(routeInput({ params: undefined, query: { keyword: '브롬톤' } })).toEqual({ keyword: '브롬톤' });
  });

  it('only a plain positive id names a page', () => {
    for (const ok of ['1', '986', '999999999'])
      expect(idParam.safeParse(ok)).toEqual({ success: true, data: Number(ok) });
    for (const bad of ['0', '007', '1e3', '+1', '-5', 'abc', '', '1000000000', ' 1'])
      expect(idParam.safeParse(bad).success).toBe(false);
  });

  it('a repeated query key gives its first value; a missing one gives undefined', () => {
    expect(optionalQueryValue.parse(['a', 'b'])).toBe('a');
    expect(optionalQueryValue.parse('a')).toBe('a');
    expect(optionalQueryValue.parse(undefined)).toBeUndefined();
  });
});
