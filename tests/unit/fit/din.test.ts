import { baseSkierCode, dinSetting, DIN_TABLE, FIT_BINDING_NOTE } from '@/lib/fit/din';

// Rows and cells as the ISO 11088 setting chart prints them (binding makers' setting charts).
describe('lib/fit/din: the ISO 11088 chart', () => {
  it('holds the chart rows J, K and L under their sole columns', () => {
    expect(DIN_TABLE.J).toEqual([null, null, 5.5, 5, 4.5, 4, 3.5]);
    expect(DIN_TABLE.K).toEqual([null, null, 6.5, 6, 5.5, 5, 4.5]);
    expect(DIN_TABLE.L).toEqual([null, null, 7.5, 7, 6.5, 6, 5.5]);
  });

  it('reads the code from weight and height, taking the one higher in the chart', () => {
    expect(baseSkierCode(70, 175)).toBe('K');
    // 70 kg is K by weight, but 160 cm is J by height: the lower code wins.
    expect(baseSkierCode(70, 160)).toBe('J');
    expect(baseSkierCode(45, 185)).toBe('H');
    expect(baseSkierCode(100, 200)).toBe('M');
  });

  it('moves a row per skier type: 초급 up one, 상급 down one, 최상급 down two', () => {
    const base = { weightKg: 70, heightCm: 175, age: 30, soleMm: 300 };
    expect(dinSetting({ ...base, ability: 'INTERMEDIATE' })).toEqual({ code: 'K', din: 5.5, low: 5, high: 6 });
    expect(dinSetting({ ...base, ability: 'BEGINNER' })?.code).toBe('J');
    expect(dinSetting({ ...base, ability: 'ADVANCED' })).toMatchObject({ code: 'L', din: 6.5 });
    expect(dinSetting({ ...base, ability: 'EXPERT' })).toMatchObject({ code: 'M', din: 8 });
  });

  it('moves one row up for 9 and under and for 50 and over', () => {
    const base = { weightKg: 70, heightCm: 175, soleMm: 300, ability: 'INTERMEDIATE' as const };
    expect(dinSetting({ ...base, age: 50 })?.code).toBe('J');
    expect(dinSetting({ ...base, age: 49 })?.code).toBe('K');
    expect(dinSetting({ ...base, age: 9 })?.code).toBe('J');
  });

  it('answers nothing where the chart has no cell, so the shop decides', () => {
    expect(dinSetting({ weightKg: 12, heightCm: 100, soleMm: 320, age: 5, ability: 'BEGINNER' })).toBeNull();
  });

  it('says the shop sets the binding', () => {
    expect(FIT_BINDING_NOTE).toBe('바인딩은 매장에서 장비를 건넬 때 직접 맞추고 확인해요.');
  });
});
