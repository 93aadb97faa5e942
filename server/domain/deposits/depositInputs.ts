import { z } from 'zod';
import { MAX_DEPOSIT_AMOUNT } from '@/lib/orders/timing';

export const MAX_CLAIM_TEXT = 500;
export const MAX_CLAIM_PHOTOS = 10;

export const DEPOSIT_MESSAGES = {
  notFound: '주문을 찾을 수 없어요.',
  noDeposit: '이 주문에는 보증금이 없어요.',
  notUsed: '이용 완료된 렌탈에만 손상 청구를 할 수 있어요.',
  windowClosed: '이용 완료 후 48시간이 지나 손상 청구를 할 수 없어요.',
  amountRange: '청구 금액은 1원부터 보증금까지 입력해 주세요.',
  descriptionRequired: '손상 내용을 입력해 주세요.',
  descriptionTooLong: `내용은 ${MAX_CLAIM_TEXT}자 이내로 입력해 주세요.`,
  photoRequired: '손상을 보여 주는 사진을 한 장 이상 올려 주세요.',
  tooManyPhotos: `사진은 ${MAX_CLAIM_PHOTOS}장까지 올릴 수 있어요.`,
  noteRequired: '이의 제기 사유를 입력해 주세요.',
  answer: '수락 또는 이의 제기 중에서 골라 주세요.',
  decided: '이미 결정된 청구예요.',
  outcome: '결정을 골라 주세요.',
  partRange: '일부 결제 금액은 1원부터 청구 금액보다 적게 입력해 주세요.',
  reasonRequired: '결정 사유를 입력해 주세요.',
} as const;
const M = DEPOSIT_MESSAGES;

const id = z.number().int().positive(M.notFound);
const photos = z.array(z.number().int().positive()).max(MAX_CLAIM_PHOTOS, M.tooManyPhotos).default([]);
const requiredText = (required: string) =>
  z.string(required).trim().min(1, required).max(MAX_CLAIM_TEXT, M.descriptionTooLong);

/** The business's damage claim: an amount up to the deposit (checked against the row), words and photos. */
export const openClaimInput = z.object({
  orderId: id,
  amount: z.number(M.amountRange).int(M.amountRange).min(1, M.amountRange).max(MAX_DEPOSIT_AMOUNT, M.amountRange),
  description: requiredText(M.descriptionRequired),
  imageIds: photos,
});

/** The customer's answer: accept, or dispute with a note and photos. */
export const answerClaimInput = z.discriminatedUnion(
  'answer',
  [
    z.object({ orderId: id, answer: z.literal('accept') }),
    z.object({ orderId: id, answer: z.literal('dispute'), note: requiredText(M.noteRequired), imageIds: photos }),
  ],
  { error: M.answer }
);

/** The operator's decision on a disputed claim. */
export const decideClaimInput = z
  .object({
    depositId: id,
    outcome: z.enum(['CAPTURE_ALL', 'CAPTURE_PART', 'RELEASE'], M.outcome),
    amount: z.number().int(M.partRange).positive(M.partRange).nullish(),
    reason: requiredText(M.reasonRequired),
  })
  .refine((v) => v.outcome !== 'CAPTURE_PART' || typeof v.amount === 'number', {
    path: ['amount'],
    message: M.partRange,
  });

export type DecideClaimInput = z.output<typeof decideClaimInput>;
