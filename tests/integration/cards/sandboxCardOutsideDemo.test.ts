import { callService } from '../../support/serviceCaller';
import { useDemoMode } from '../../support/demoMode';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { verifiedMember } from '../../support/checkoutFixture';

const ISSUE = `mutation us_issueSandboxCard($cardCompany: String!, $last4: String!, $declines: Boolean) {
  issueSandboxCard(cardCompany: $cardCompany, last4: $last4, declines: $declines) }`;
const card = { cardCompany: '신한카드', last4: '4242' };

// The sandbox card window exists in demo mode only. Outside it the operation is simply not there,
// for a visitor as for a member: answering a visitor UNAUTHENTICATED told them it would work after signing in.
describe.each(testDbKinds())('the sandbox card window outside demo mode on %s', (kind) => {
  const db = useTestDb(kind);
  useDemoMode('off');

  it('is NOT_FOUND for a visitor and for a member alike', async () => {
    const member = await verifiedMember(db());
    const visitor = await callService<{ issueSandboxCard: string }>(db(), 'order', null, ISSUE, card);
    const signedIn = await callService<{ issueSandboxCard: string }>(db(), 'order', { userId: member }, ISSUE, card);
    expect([visitor.code, signedIn.code]).toEqual(['NOT_FOUND', 'NOT_FOUND']);
    expect([visitor.data, signedIn.data]).toEqual([null, null]);
  });
});

describe.each(testDbKinds())('the sandbox card window in demo mode on %s', (kind) => {
  const db = useTestDb(kind);
  useDemoMode('on');

  it('gives a member a registration token and asks a visitor to sign in', async () => {
    const member = await verifiedMember(db());
    const signedIn = await callService<{ issueSandboxCard: string }>(db(), 'order', { userId: member }, ISSUE, card);
    expect(signedIn.code).toBeNull();
    expect(signedIn.data?.issueSandboxCard).toEqual(expect.any(String));
    expect((await callService(db(), 'order', null, ISSUE, card)).code).toBe('UNAUTHENTICATED');
  });
});
