/**
 * Phone identity verification (본인인증) through a provider. Korean services prove who a member is
 * with a carrier check (PASS, or the carriers through a verification company): the provider answers
 * the person's name, phone, birth date and CI, a stable identifier of the person across services.
 * We keep only a keyed hash of the CI (one person, one account) and never a resident registration
 * number. Two providers: the built-in sandbox (a popup page of ours that simulates the carrier's SMS
 * check) and PortOne V2, a real verification gateway.
 */
export type IdentityProviderName = 'sandbox' | 'portone';

/** What a finished check proves. `personKey` is the provider's person identifier (CI): hashed before storing. */
export type VerifiedPerson = {
  name: string;
  phone: string | null;
  /** YYYY-MM-DD */
  birthDate: string;
  personKey: string;
};

/** A provider's own record of a check, read after the person came back from it. */
export type ProviderOutcome =
  { status: 'VERIFIED'; person: VerifiedPerson } | { status: 'FAILED'; reason: string } | { status: 'PENDING' };

export interface IdentityProvider {
  readonly name: IdentityProviderName;
  /** The page of ours the browser opens (in a popup) to go through the check. */
  popupPath(verificationId: string): string;
  /** Redirect-based providers: asks the provider how the check ended (never trusts the browser's word). */
  fetchOutcome?(verificationId: string): Promise<ProviderOutcome>;
}
