import { logger } from '../../logger';
import type { BillingKeyInfo, ChargeBillingKeyRequest, ProviderPayment } from '../types';
import { portoneApi } from './portoneApi';
import { isPortoneError, PortoneApiError } from './portoneClient';
import type { PortonePaymentsConfig } from './portoneConfig';
import type { PortoneBillingKeyInfo } from './portoneSchemas';
import { toProviderPayment } from './statusMapping';

/** PortOne's card company codes (Card.issuer / Card.publisher) as a customer reads them. */
const CARD_COMPANY: Record<string, string> = {
  KOOKMIN_CARD: 'KB국민카드',
  SHINHAN_CARD: '신한카드',
  SAMSUNG_CARD: '삼성카드',
  HYUNDAI_CARD: '현대카드',
  LOTTE_CARD: '롯데카드',
  BC_CARD: 'BC카드',
  HANA_CARD: '하나카드',
  WOORI_CARD: '우리카드',
  NH_CARD: 'NH농협카드',
  CITI_CARD: '씨티카드',
  SUHYUP_CARD: '수협카드',
  GWANGJU_CARD: '광주카드',
  JEONBUK_CARD: '전북카드',
  JEJU_CARD: '제주카드',
  KAKAO_BANK: '카카오뱅크',
  K_BANK: '케이뱅크',
  TOSS_BANK: '토스뱅크',
  IBK: 'IBK기업은행',
  KFCC: '새마을금고',
  SHINHYUP: '신협',
  EPOST: '우체국',
  VISA_CARD: 'VISA',
  MASTER_CARD: 'Mastercard',
  AMEX_CARD: 'AMEX',
  JCB_CARD: 'JCB',
};

/**
 * Reads a registration the browser brought back. With a channel set to approve card registrations
 * manually, the browser holds an issue token and the key exists only once we confirm it; with
 * automatic approval it holds the billing key itself. Either way the key must be registered to the
 * customer asking: a billing key is a bearer token for someone's card, so one pasted in from
 * another account is refused.
 */
export async function issuePortoneBillingKey(
  config: PortonePaymentsConfig,
  input: { customerId: string; issueToken: string }
): Promise<BillingKeyInfo> {
  if (!input.issueToken.trim()) throw new PortoneApiError('INVALID', 'Empty billing key issue token', null, null);
  const info = (await existingKey(config, input.issueToken)) ?? (await confirmAndRead(config, input.issueToken));
  if (info.status !== 'ISSUED')
    throw new PortoneApiError('INVALID', `Billing key is ${info.status}, not ISSUED`, null, null);
  if (info.customer.id !== input.customerId) {
    logger.warn('payments.portone.billing_key_customer_mismatch', { customerId: input.customerId });
    throw new PortoneApiError('INVALID', 'Billing key was issued to another customer', null, null);
  }
  return { billingKey: info.billingKey, ...cardOf(info) };
}

async function existingKey(config: PortonePaymentsConfig, token: string): Promise<PortoneBillingKeyInfo | null> {
  try {
    return await portoneApi.getBillingKey(config, token);
  } catch (error) {
    if (error instanceof PortoneApiError && error.kind === 'NOT_FOUND') return null;
    throw error;
  }
}

async function confirmAndRead(config: PortonePaymentsConfig, token: string): Promise<PortoneBillingKeyInfo> {
  const { billingKey } = await portoneApi.confirmBillingKey(config, token);
  return portoneApi.getBillingKey(config, billingKey);
}

function cardOf(info: PortoneBillingKeyInfo): { cardCompany: string; maskedNumber: string } {
  const card = info.methods?.find((m) => m.type === 'BillingKeyPaymentMethodCard')?.card;
  const code = card?.issuer ?? card?.publisher;
  return {
    cardCompany: (code && CARD_COMPANY[code]) ?? card?.name ?? code ?? '카드',
    maskedNumber: card?.number ?? '',
  };
}

/**
 * Charges a registered card. PortOne refuses a second charge under the same payment id
 * (ALREADY_PAID), so a retried charge returns the payment the first one made instead of failing.
 * After an approval the payment is re-read for its transaction id; if that read fails, the
 * approval still stands and is reported from the charge's own answer.
 */
export async function chargePortoneBillingKey(
  config: PortonePaymentsConfig,
  request: ChargeBillingKeyRequest
): Promise<ProviderPayment> {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
    throw new PortoneApiError(
      'INVALID',
      `Charge amount must be a positive whole number of won, not ${request.amount}`,
      null,
      null
    );
  }
  let paidAt: string;
  try {
    ({
      payment: { paidAt },
    } = await portoneApi.payWithBillingKey(config, request.paymentId, request));
  } catch (error) {
    if (!isPortoneError(error, 'ALREADY_PAID')) throw error;
    logger.info('payments.portone.charge_replayed', { paymentId: request.paymentId });
    return toProviderPayment(await portoneApi.getPayment(config, request.paymentId), request.paymentId);
  }
  try {
    return toProviderPayment(await portoneApi.getPayment(config, request.paymentId), request.paymentId);
  } catch (error) {
    logger.warn('payments.portone.charge_reread_failed', { paymentId: request.paymentId, error: String(error) });
    return {
      paymentId: request.paymentId,
      transactionId: null,
      status: 'PAID',
      amount: request.amount,
      cancelledAmount: 0,
      currency: 'KRW',
      method: 'CARD',
      paidAt,
      failureReason: null,
    };
  }
}

/** Deleting a key PortOne already deleted is done, not an error (the customer's card is gone either way). */
export async function deletePortoneBillingKey(config: PortonePaymentsConfig, billingKey: string): Promise<void> {
  try {
    await portoneApi.deleteBillingKey(config, billingKey);
  } catch (error) {
    if (!isPortoneError(error, 'BILLING_KEY_ALREADY_DELETED')) throw error;
  }
}
