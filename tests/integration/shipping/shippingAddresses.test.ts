import { eq } from 'drizzle-orm';
import {
  us_deleteShippingAddressDocument as DELETE,
  us_saveShippingAddressDocument as SAVE,
  us_setDefaultShippingAddressDocument as SET_DEFAULT,
  us_shippingAddressesDocument as LIST,
  type us_deleteShippingAddressMutation,
  type us_saveShippingAddressMutation,
  type us_setDefaultShippingAddressMutation,
  type us_shippingAddressesQuery,
  type SaveShippingAddressInput,
} from '@/api/order/generated';
import { shippingAddresses } from '@/server/db/schema';
import { SHIPPING_ADDRESS_MESSAGES as M } from '@/lib/shipping/shippingAddressInput';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { insertMember } from '../referral/referralHarness';
import { orderCall } from './orderCaller';

const home: SaveShippingAddressInput = {
  name: '김라이더',
  phone: '01012345678',
  postNum: '06236',
  address1: '서울 강남구 테헤란로 152',
  address2: '12층',
};

describe.each(testDbKinds())('shipping address book on %s', (kind) => {
  const db = useTestDb(kind);
  const save = (userId: number | null, input: SaveShippingAddressInput) =>
    orderCall<us_saveShippingAddressMutation>(db(), userId, SAVE, { input });
  const list = async (userId: number) =>
    (await orderCall<us_shippingAddressesQuery>(db(), userId, LIST)).data!.shippingAddresses;
  const saved = async (userId: number, input: SaveShippingAddressInput) => {
    const reply = await save(userId, input);
    expect(reply.code).toBeNull();
    return reply.data!.saveShippingAddress;
  };
  const rows = (userId: number) => db().select().from(shippingAddresses).where(eq(shippingAddresses.userId, userId));

  it('asks a visitor to log in for every operation', async () => {
    expect((await orderCall(db(), null, LIST)).code).toBe('UNAUTHENTICATED');
    expect((await save(null, home)).code).toBe('UNAUTHENTICATED');
    expect((await orderCall(db(), null, DELETE, { id: 1 })).code).toBe('UNAUTHENTICATED');
    expect((await orderCall(db(), null, SET_DEFAULT, { id: 1 })).code).toBe('UNAUTHENTICATED');
  });

  it('stores the first address as the default whatever was asked, with the phone hyphenated and empty extras cleaned', async () => {
    const member = await insertMember(db());
    const first = await saved(member.id, {
      ...home,
      phone: ' 010 1234 5678 ',
      label: '',
      isDefault: false,
      address2: undefined,
    });
    expect(first.address).toMatchObject({
      label: null,
      name: '김라이더',
      phone: '010-1234-5678',
      postNum: '06236',
      address2: '',
      isDefault: true,
    });
    expect(first.addresses.map((a) => a.id)).toEqual([first.address.id]);
    const tenDigits = await saved(member.id, { ...home, phone: '011-123-4567', label: '  회사 ' });
    expect(tenDigits.address).toMatchObject({ phone: '011-123-4567', label: '회사', isDefault: false });
  });

  it('refuses each bad field with its own Korean sentence and stores nothing', async () => {
    const member = await insertMember(db());
    const cases: [Partial<SaveShippingAddressInput>, string, string][] = [
      [{ name: '  ' }, 'name', M.nameRequired],
      [{ name: '가'.repeat(21) }, 'name', M.nameTooLong],
      [{ phone: '02-123-4567' }, 'phone', M.phoneInvalid],
      [{ phone: '012-1234-5678' }, 'phone', M.phoneInvalid],
      [{ phone: '010-1234-56789' }, 'phone', M.phoneInvalid],
      [{ phone: '010-123-456' }, 'phone', M.phoneInvalid],
      [{ postNum: '1234' }, 'postNum', M.postNumInvalid],
      [{ postNum: '123456' }, 'postNum', M.postNumInvalid],
      [{ postNum: '0623a' }, 'postNum', M.postNumInvalid],
      [{ address1: '' }, 'address1', M.address1Required],
      [{ address1: '가'.repeat(101) }, 'address1', M.address1TooLong],
      [{ address2: '가'.repeat(101) }, 'address2', M.address2TooLong],
      [{ label: '가'.repeat(21) }, 'label', M.labelTooLong],
      // A label prints one line per field: control characters are refused with a sentence.
      [{ name: '김\u0007라이더' }, 'name', M.controlChars],
      [{ address1: '서울 강남구\n테헤란로 152' }, 'address1', M.controlChars],
      [{ address2: '12층\u001b[31m' }, 'address2', M.controlChars],
      [{ label: '집\t' + '회사' }, 'label', M.controlChars],
    ];
    for (const [change, field, message] of cases) {
      const reply = await save(member.id, { ...home, ...change });
      expect({ field, code: reply.code, detail: reply.details[field] }).toEqual({
        field,
        code: 'INVALID_INPUT',
        detail: message,
      });
    }
    // NUL is refused before any resolver, for every operation (the services' params guard).
    expect((await save(member.id, { ...home, name: '김\u0000라이더' })).code).toBe('BAD_REQUEST');
    // Boundaries are accepted: 20-character name and label, 100-character addresses.
    const edge = await saved(member.id, {
      ...home,
      name: '가'.repeat(20),
      label: '나'.repeat(20),
      address1: '다'.repeat(100),
      address2: '라'.repeat(100),
    });
    expect(edge.address.name).toHaveLength(20);
    expect(await rows(member.id)).toHaveLength(1);
  });

  it('lists the default first, then the newest; isDefault moves the default in one step', async () => {
    const member = await insertMember(db());
    await saved(member.id, { ...home, label: 'A' });
    const b = (await saved(member.id, { ...home, label: 'B' })).address;
    const c = (await saved(member.id, { ...home, label: 'C' })).address;
    expect((await list(member.id)).map((x) => x.label)).toEqual(['A', 'C', 'B']);
    const moved = await saved(member.id, { ...home, label: 'D', isDefault: true });
    expect(moved.addresses.map((x) => [x.label, x.isDefault])).toEqual([
      ['D', true],
      ['C', false],
      ['B', false],
      ['A', false],
    ]);
    // Editing: new fields, and isDefault on an existing address moves it there.
    const edited = await saved(member.id, { ...home, id: b.id, label: 'B2', phone: '019-987-6543', isDefault: true });
    expect(edited.address).toMatchObject({ id: b.id, label: 'B2', phone: '019-987-6543', isDefault: true });
    expect(edited.addresses.filter((x) => x.isDefault).map((x) => x.id)).toEqual([b.id]);
    // isDefault: false on the default keeps it: a book always has one default.
    const kept = await saved(member.id, { ...home, id: b.id, label: 'B3', isDefault: false });
    expect(kept.address).toMatchObject({ label: 'B3', isDefault: true });
    expect((await rows(member.id)).filter((r) => r.isDefault)).toHaveLength(1);
    expect(c.isDefault).toBe(false);
  });

  it('keeps at most ten addresses, also when phones add at the same moment', async () => {
    const member = await insertMember(db());
    for (let i = 0; i < 8; i += 1) await saved(member.id, { ...home, label: `${i}` });
    const racing = await Promise.all(
      Array.from({ length: 5 }, (_, i) => save(member.id, { ...home, label: `동시${i}` }))
    );
    expect(racing.filter((r) => r.code === null)).toHaveLength(2);
    expect(racing.filter((r) => r.code === 'CONFLICT').map((r) => r.message)).toEqual([
      M.limitReached,
      M.limitReached,
      M.limitReached,
    ]);
    expect(await rows(member.id)).toHaveLength(10);
    const eleventh = await save(member.id, { ...home, label: '열한 번째' });
    expect([eleventh.code, eleventh.message]).toEqual(['CONFLICT', M.limitReached]);
    // Editing one of the ten is still allowed.
    const any = (await list(member.id))[3];
    expect((await save(member.id, { ...home, id: any.id, label: '수정' })).code).toBeNull();
  });

  it("answers NOT_FOUND for another member's address and leaves it untouched", async () => {
    const owner = await insertMember(db());
    const stranger = await insertMember(db());
    const mine = (await saved(owner.id, home)).address;
    const other = (await saved(owner.id, { ...home, label: '회사' })).address;
    await saved(stranger.id, { ...home, name: '박스키' });
    expect((await save(stranger.id, { ...home, id: mine.id, name: '가로채기' })).code).toBe('NOT_FOUND');
    expect((await orderCall(db(), stranger.id, DELETE, { id: mine.id })).code).toBe('NOT_FOUND');
    expect((await orderCall(db(), stranger.id, SET_DEFAULT, { id: other.id })).code).toBe('NOT_FOUND');
    expect((await list(owner.id)).map((a) => [a.id, a.name, a.isDefault])).toEqual([
      [mine.id, '김라이더', true],
      [other.id, '김라이더', false],
    ]);
    expect((await list(stranger.id)).map((a) => a.name)).toEqual(['박스키']);
    // An id that never existed reads the same; a malformed one is bad input.
    expect((await orderCall(db(), owner.id, DELETE, { id: 2_000_000_000 })).code).toBe('NOT_FOUND');
    expect((await orderCall(db(), owner.id, SET_DEFAULT, { id: 0 })).code).toBe('INVALID_INPUT');
  });

  it('deleting the default makes the newest remaining one the default; the last one leaves an empty book', async () => {
    const member = await insertMember(db());
    const first = (await saved(member.id, { ...home, label: '1' })).address;
    const second = (await saved(member.id, { ...home, label: '2' })).address;
    const third = (await saved(member.id, { ...home, label: '3' })).address;
    const del = (id: number) => orderCall<us_deleteShippingAddressMutation>(db(), member.id, DELETE, { id });
    // A non-default one: the default stays.
    expect((await del(second.id)).data!.deleteShippingAddress.map((a) => [a.label, a.isDefault])).toEqual([
      ['1', true],
      ['3', false],
    ]);
    expect((await del(second.id)).code).toBe('NOT_FOUND');
    expect((await del(first.id)).data!.deleteShippingAddress.map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
    ]);
    expect((await del(third.id)).data!.deleteShippingAddress).toEqual([]);
    // The next address is a first address again.
    expect((await saved(member.id, home)).address.isDefault).toBe(true);
  });

  it('sets another default in one transaction, leaving exactly one', async () => {
    const member = await insertMember(db());
    const first = (await saved(member.id, { ...home, label: '1' })).address;
    const second = (await saved(member.id, { ...home, label: '2' })).address;
    const setDefault = (id: number) =>
      orderCall<us_setDefaultShippingAddressMutation>(db(), member.id, SET_DEFAULT, { id });
    expect((await setDefault(second.id)).data!.setDefaultShippingAddress.map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // Again on the default: nothing changes. Both at once: one default either way.
    expect((await setDefault(second.id)).data!.setDefaultShippingAddress[0].id).toBe(second.id);
    await Promise.all([setDefault(first.id), setDefault(second.id)]);
    expect((await rows(member.id)).filter((r) => r.isDefault)).toHaveLength(1);
  });
});
