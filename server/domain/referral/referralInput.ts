import { z } from 'zod';
import { normalizeReferralCode, REFERRAL_CODE } from '../account/referralCode';

export const FRIEND_CODE_FORMAT = '초대 코드는 영문과 숫자 8자리예요.';

/**
 * us_registerFriendCode's argument: what the person typed or pasted ("ab3d-ef7h ", full-width
 * letters), as the canonical code. Length is capped before normalising so a pasted essay is refused
 * cheaply.
 */
export const friendCodeInput = z.object({
  code: z
    .string()
    .trim()
    .min(1, '초대 코드를 입력해 주세요.')
    .max(32, FRIEND_CODE_FORMAT)
    .transform(normalizeReferralCode)
    .pipe(z.string().regex(REFERRAL_CODE, FRIEND_CODE_FORMAT)),
});
