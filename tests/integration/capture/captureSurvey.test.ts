import { and, eq } from 'drizzle-orm';
import { captureSurveys } from '@/server/db/schema/capture';
import type { ServiceYoga } from '@/server/graphql/createServiceYoga';
import { testDbKinds, useTestDb } from '@/tests/support/testDb';
import { gql } from '@/tests/support/serviceFetch';
import { asVisitor, captureYogaFor, expectServerTime, longName, ops, rowCount } from './captureHarness';

// PGlite's first open takes seconds, more on a busy 2-core machine; the jest default of 5 s is too short.
// pb_existCaptureSurvey and pb_createCaptureSurvey: one answer per anonymous id and survey. Each
// request proves the anonymous id it names (its sealed aid cookie).
describe.each(testDbKinds())('capture surveys on %s', (kind) => {
  const db = useTestDb(kind);
  let yoga: ServiceYoga;
  beforeAll(() => {
    yoga = captureYogaFor(db());
  });

  const exists = async (surveyName: string, anonyId: string) => {
    const { body } = await gql<{ existCaptureSurvey: { isExist: boolean } }>(yoga, {
      query: ops.existSurvey,
      variables: { surveyName, anonyId },
      headers: asVisitor(anonyId),
    });
    expect(body?.errors).toBeUndefined();
    return body!.data!.existCaptureSurvey.isExist;
  };
  const answer = (command: Record<string, unknown>) =>
    gql<{ createCaptureSurvey: string }>(yoga, {
      query: ops.survey,
      variables: { command },
      headers: asVisitor(String(command.anonyId)),
    });

  it('exist (false) → create → exist (true) → create again is a CONFLICT', async () => {
    const command = { anonyId: 'anon-s-1', surveyName: 'order_complete_nps', value: '9' };
    expect(await exists('order_complete_nps', 'anon-s-1')).toBe(false);

    const created = await answer(command);
    expect(created.body?.errors).toBeUndefined();
    const id = Number(created.body!.data!.createCaptureSurvey);
    const [row] = await db().select().from(captureSurveys).where(eq(captureSurveys.id, id));
    expect(row).toMatchObject(command);
    expectServerTime(row.createdAt);

    expect(await exists('order_complete_nps', 'anon-s-1')).toBe(true);

    const second = await answer({ ...command, value: '3' });
    expect(second.body?.data).toBeNull();
    expect(second.body?.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(second.body?.errors?.[0]?.message).toMatch(/[가-힣]/);
    const rows = await db()
      .select()
      .from(captureSurveys)
      .where(and(eq(captureSurveys.surveyName, 'order_complete_nps'), eq(captureSurveys.anonyId, 'anon-s-1')));
    expect(rows.map((r) => r.value)).toEqual(['9']);
  });

  it('keeps surveys apart: another survey or another anonymous id is a new answer', async () => {
    await answer({ anonyId: 'anon-s-2', surveyName: 'survey_a', value: 'yes' });
    expect(await exists('survey_b', 'anon-s-2')).toBe(false);
    expect(await exists('survey_a', 'anon-s-3')).toBe(false);
    expect((await answer({ anonyId: 'anon-s-2', surveyName: 'survey_b', value: 'no' })).body?.errors).toBeUndefined();
    expect((await answer({ anonyId: 'anon-s-3', surveyName: 'survey_a', value: 'no' })).body?.errors).toBeUndefined();
  });

  it('lets exactly one of two simultaneous answers in', async () => {
    const command = { anonyId: 'anon-s-race', surveyName: 'race', value: '1' };
    const results = await Promise.all([answer(command), answer(command), answer(command)]);
    const codes = results.map((r) => r.body?.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'CONFLICT', 'OK']);
  });

  it('rejects bad input with INVALID_INPUT and writes nothing', async () => {
    const before = await rowCount(db(), captureSurveys);
    const bad = [
      { anonyId: '', surveyName: 's', value: 'v' },
      { anonyId: 'a', surveyName: longName, value: 'v' },
      { anonyId: 'a', surveyName: 's', value: '' },
      { anonyId: 'a', surveyName: 's', value: 5 },
    ];
    for (const command of bad) {
      const { body } = await answer(command);
      expect({ command, code: body?.errors?.[0]?.extensions?.code }).toEqual({ command, code: 'INVALID_INPUT' });
    }
    expect(await rowCount(db(), captureSurveys)).toBe(before);

    const query = await gql(yoga, { query: ops.existSurvey, variables: { surveyName: longName, anonyId: 'a' } });
    expect(query.body?.errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
  });
});
