import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, MESSAGE_MAX_PHOTOS } from '@/lib/messages/messageRules';
import { containsProfanity, PROFANITY_MESSAGE } from '@/lib/text/profanity';

const id = z.number().int().positive().max(2_147_483_647);

export const openThreadInput = z
  .object({ itemId: id.nullish(), orderId: id.nullish() })
  .refine((v) => (v.itemId ?? null) !== null || (v.orderId ?? null) !== null, {
    message: '문의할 상품이나 주문을 골라 주세요.',
    path: ['itemId'],
  })
  .refine((v) => (v.itemId ?? null) === null || (v.orderId ?? null) === null, {
    message: '상품과 주문 중 하나만 골라 주세요.',
    path: ['orderId'],
  });

const body = z
  .string()
  .transform((s) => s.replace(/\r\n?/g, '\n').trim())
  .pipe(z.string().max(MESSAGE_MAX_LENGTH, `메시지는 ${MESSAGE_MAX_LENGTH}자까지 쓸 수 있어요.`))
  .refine((s) => !containsProfanity(s), PROFANITY_MESSAGE);

export const sendMessageInput = z
  .object({
    threadId: id,
    body,
    photoIds: z.array(id).max(MESSAGE_MAX_PHOTOS, `사진은 ${MESSAGE_MAX_PHOTOS}장까지 보낼 수 있어요.`).default([]),
  })
  .refine((v) => v.body.length > 0 || v.photoIds.length > 0, {
    message: '메시지를 입력하거나 사진을 골라 주세요.',
    path: ['body'],
  });

export const threadInput = z.object({ threadId: id, before: id.nullish() });
export const markReadInput = z.object({ threadId: id, messageId: id });
export const reportMessageInput = z.object({
  messageId: id,
  reason: z.string().trim().min(1, '신고 사유를 입력해 주세요.').max(300, '신고 사유는 300자까지 쓸 수 있어요.'),
});
