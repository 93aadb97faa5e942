import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import { provisions } from '@/server/db/schema';
import type { ProvisionPage, ProvisionSummary } from '@/api/item/provisions';
import {
  pb_provisionPageDocument as PROVISION_PAGE_DOCUMENT,
  pb_provisionsPageDocument as PROVISIONS_DOCUMENT,
} from '@/api/item/generated';
import { itemYogaFor } from '../item/itemHarness';

const day = (iso: string) => new Date(`${iso}T00:00:00+09:00`);

describe.each(testDbKinds())('item service terms on %s', (kind) => {
  const db = useTestDb(kind);
  const page = (variables: Record<string, unknown>) =>
    gql<{ provisionPage: ProvisionPage }>(itemYogaFor(db()), { query: PROVISION_PAGE_DOCUMENT, variables });

  beforeAll(async () => {
    const row = (
      category: 'SERVICE' | 'PRIVACY' | 'MARKETING',
      version: string,
      effective: string,
      html = `<h2>v${version}</h2>`
    ) => ({
      category,
      title: `${category} 약관`,
      version,
      isRequired: category !== 'MARKETING',
      htmlProvision: html,
      effectiveAt: day(effective),
    });
    await db()
      .insert(provisions)
      .values([
        row('SERVICE', '1.0', '2025-11-01'),
        row('SERVICE', '1.1', '2026-07-01', '<h2>v1.1</h2><p onclick="x()">취소</p><script>alert(1)</script>'),
        row('SERVICE', '1.2', '2099-01-01'),
        row('PRIVACY', '1.0', '2025-11-01'),
        row('MARKETING', '2.0', '2099-05-01'),
      ]);
  });

  it('lists each category with the version in effect now; a category with only a future version is left out', async () => {
    const { body } = await gql<{ provisions: ProvisionSummary[] }>(itemYogaFor(db()), { query: PROVISIONS_DOCUMENT });
    expect(body?.data?.provisions.map((p) => [p.category, p.version])).toEqual([
      ['SERVICE', '1.1'],
      ['PRIVACY', '1.0'],
    ]);
    expect(body?.data?.provisions[0].effectiveAt).toBe('2026-06-30T15:00:00.000Z');
  });

  it('shows the current version by default, sanitized, with every effective version newest first', async () => {
    const { body } = await page({ category: 'SERVICE' });
    const shown = body?.data?.provisionPage;
    expect(shown).toMatchObject({ version: '1.1', isCurrent: true, isRequired: true });
    expect(shown?.htmlProvision).toBe('<h2>v1.1</h2><p>취소</p>');
    expect(shown?.versions.map((v) => v.version)).toEqual(['1.1', '1.0']);
  });

  it('shows an older version when asked, marked as not current', async () => {
    const { body } = await page({ category: 'SERVICE', version: '1.0' });
    expect(body?.data?.provisionPage).toMatchObject({
      version: '1.0',
      isCurrent: false,
      htmlProvision: '<h2>v1.0</h2>',
    });
  });

  it('answers NOT_FOUND for a version not yet in effect, an unknown version, or a category with nothing in effect', async () => {
    for (const variables of [
      { category: 'SERVICE', version: '1.2' },
      { category: 'SERVICE', version: '9.9' },
      { category: 'MARKETING' },
      { category: 'LOCATION' },
    ]) {
      const { body } = await page(variables);
      expect([variables, body?.errors?.[0].extensions?.code]).toEqual([variables, 'NOT_FOUND']);
      expect(body?.errors?.[0].message).toBe('약관을 찾을 수 없어요.');
    }
  });

  it('answers INVALID_INPUT for an unknown category or a malformed version', async () => {
    for (const variables of [
      { category: 'service' },
      { category: 'REFUND' },
      { category: 'SERVICE', version: '1.0; drop' },
    ]) {
      const { body } = await page(variables);
      expect([variables, body?.errors?.[0].extensions?.code]).toEqual([variables, 'INVALID_INPUT']);
    }
  });
});
