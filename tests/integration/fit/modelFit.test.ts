import { testDbKinds, useTestDb } from '../../support/testDb';
import { fitProfiles } from '@/server/db/schema';
import { itemFit, modelFit } from '@/server/domain/fit/modelFit';
import { saveFitProfile } from '@/server/domain/fit/fitProfile';
import { newMember, type MemberFixture } from '../member/memberFixtures';
import { emptyFit as empty, seedFitCatalog } from './fitFixture';

describe.each(testDbKinds())('the fit line of models and items on %s', (kind) => {
  const db = useTestDb(kind);
  let f: MemberFixture;
  let skiItem: number;
  let options: Record<string, number>;
  const now = new Date();

  beforeAll(async () => {
    ({ f, skiItem, options } = await seedFitCatalog(db()));
  });

  beforeEach(() => db().delete(fitProfiles));

  it('recommends the frame size and marks the options of that size', async () => {
    const member = await newMember(db());
    await saveFitProfile(db(), member, { ...empty, heightCm: 175 }, now);
    expect(await modelFit(db(), member, f.models.tcr, now)).toMatchObject({
      applies: true,
      hasProfile: true,
      text: '내 추천 사이즈: 56 (키 175cm 기준)',
      frameSize: '56',
      bindingNote: null,
    });
    const fit = await itemFit(db(), member, f.items.tcrBanpo, now);
    expect(fit.fittingOptionIds.sort()).toEqual([options['56 / 블랙'], options['56 / 화이트']].sort());
  });

  it('gives skis a length range and a DIN range, always with the binding note', async () => {
    const member = await newMember(db());
    await saveFitProfile(
      db(),
      member,
      { ...empty, heightCm: 175, weightKg: 70, skiAbility: 'INTERMEDIATE', birthYear: 1996, bootSoleMm: 300 },
      now
    );
    const fit = await itemFit(db(), member, skiItem, now);
    expect(fit).toMatchObject({
      skiMinCm: 160,
      skiMaxCm: 175,
      dinLow: 5,
      dinHigh: 6,
      bindingNote: '바인딩은 매장에서 장비를 건넬 때 직접 맞추고 확인해요.',
    });
    expect(fit.text).toBe('추천 길이 160–175cm · DIN 5–6');
    expect(fit.fittingOptionIds).toHaveLength(2);
  });

  it('asks a visitor, a member without a profile and nobody else for one; reads no one else’s profile', async () => {
    const [owner, other] = [await newMember(db()), await newMember(db())];
    await saveFitProfile(db(), owner, { ...empty, heightCm: 175 }, now);
    expect(await modelFit(db(), null, f.models.tcr, now)).toMatchObject({
      applies: true,
      hasProfile: false,
      text: null,
    });
    expect(await modelFit(db(), other, f.models.tcr, now)).toMatchObject({
      applies: true,
      hasProfile: false,
      text: null,
    });
    expect(await itemFit(db(), other, f.items.tcrBanpo, now)).toMatchObject({ fittingOptionIds: [] });
  });

  it('says nothing for what fit does not size and NOT_FOUND for what does not exist', async () => {
    const member = await newMember(db());
    await saveFitProfile(db(), member, { ...empty, heightCm: 175 }, now);
    expect(await modelFit(db(), member, f.models.defy, now)).toMatchObject({ applies: false });
    expect(await itemFit(db(), member, f.items.fitting, now)).toMatchObject({ applies: false });
    await expect(modelFit(db(), member, 999_999, now)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(itemFit(db(), member, 999_999, now)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
