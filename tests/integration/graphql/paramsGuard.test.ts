import { logger } from '@/server/logger';
import { gql, rawFetch } from '@/tests/support/serviceFetch';
import { expectNoStack, testYoga } from './testService';

// Found by `npm run fuzz`: a GET with unreadable variables, and text no column can business, were
// answered as unexpected errors (500 / INTERNAL). They are the caller's mistakes: 400 BAD_REQUEST.
describe("GraphQL request parameters are the caller's to get right", () => {
  let errorLog: jest.SpyInstance;
  beforeEach(() => {
    errorLog = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorLog.mockRestore());

  it.each([
    ['broken variables', '?query=%7Bhello%7D&variables=%ZZ'],
    ['variables that are not JSON', '?query=%7Bhello%7D&variables=%7Bnope'],
    ['broken extensions', '?query=%7Bhello%7D&extensions=%7B%22a%22%3A'],
  ])('answers a GET with %s with 400 BAD_REQUEST, never a 500', async (_name, search) => {
    const reply = await rawFetch(testYoga(), { method: 'GET', search });
    expect(reply.status).toBe(400);
    const body = reply.body as { errors: { extensions: { code: string }; message: string }[] };
    expect(body.errors[0]).toMatchObject({
      extensions: { code: 'BAD_REQUEST' },
      message: expect.stringMatching(/요청 형식/),
    });
    expectNoStack(JSON.stringify(body));
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('still answers a well-formed GET', async () => {
    const reply = await rawFetch(testYoga(), { method: 'GET', search: '?query=%7Bhello%7D&variables=%7B%7D' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ data: { hello: '안녕하세요 anon-http' } });
  });

  it.each([
    ['a NUL character', 'survey\u0000name'],
    ['a lone high surrogate', 'broken \ud800 emoji'],
    ['a lone low surrogate', '\udc00'],
  ])('refuses variables holding %s before anything runs', async (_name, text) => {
    const reply = await gql(testYoga(), { query: 'mutation { touch }', variables: { nested: { list: ['ok', text] } } });
    expect(reply.status).toBe(400);
    expect(reply.body?.data).toBeUndefined();
    expect(reply.body?.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_REQUEST' },
      message: expect.stringMatching(/쓸 수 없는 문자/),
    });
  });

  it('refuses such text written into the document itself, and keeps whole emoji', async () => {
    const literal = await gql(testYoga(), { query: '{ __type(name: "Node\\u0000") { name } }' });
    expect(literal.body?.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_REQUEST' },
      message: expect.stringMatching(/쓸 수 없는 문자/),
    });
    const emoji = await gql(testYoga(), { query: '{ hello }', variables: { note: '자전거 🚲 좋아요' } });
    expect(emoji.status).toBe(200);
    expect(emoji.body?.data).toEqual({ hello: '안녕하세요 anon-http' });
  });
});
