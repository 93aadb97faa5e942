import { z } from 'zod';
import { PROFANITY_MESSAGE, containsProfanity } from '@/lib/text/profanity';
import { POST_LIMITS } from '@/lib/community/postLimits';
import { groupDigits } from '@/lib/digits';

// Control characters other than the line break and tab: pasted text carries them and they break layouts.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b\u2028\u2029]/g;

/** Plain text as stored: Windows line breaks unified, control characters dropped, ends trimmed. */
export const cleanPostText = (text: string): string => text.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();

const text = (min: number, max: number, what: string) =>
  z
    .string()
    .transform(cleanPostText)
    .pipe(
      z
        .string()
        .min(min, `${what}을 ${min}자 이상 써 주세요.`)
        .max(max, `${what}은 ${groupDigits(max)}자까지 쓸 수 있어요.`)
        .refine((value) => !containsProfanity(value), PROFANITY_MESSAGE)
    );

const id = z.number().int().positive().max(2_147_483_647);

const fields = {
  title: text(POST_LIMITS.titleMin, POST_LIMITS.titleMax, '제목').refine(
    (t) => !t.includes('\n'),
    '제목은 한 줄로 써 주세요.'
  ),
  content: text(POST_LIMITS.contentMin, POST_LIMITS.contentMax, '본문'),
  imageIds: z.array(id).max(POST_LIMITS.maxPhotos, `사진은 ${POST_LIMITS.maxPhotos}장까지 올릴 수 있어요.`),
  modelIds: z
    .array(id)
    .max(POST_LIMITS.maxModels, `모델은 ${POST_LIMITS.maxModels}개까지 태그할 수 있어요.`)
    .refine((ids) => new Set(ids).size === ids.length, '같은 모델을 두 번 태그할 수 없어요.'),
};

export const boardCodeSchema = z.string().trim().min(1).max(40);

export const writePostInput = z.object({ boardCode: boardCodeSchema, ...fields });
export const updatePostInput = z.object({ postId: id, boardCode: boardCodeSchema, ...fields });
export const postIdInput = z.object({ postId: id });

export type WritePostInput = z.output<typeof writePostInput>;
export type UpdatePostInput = z.output<typeof updatePostInput>;
