import '@/lib/zodWithoutEval';
import { z } from 'zod';
import { postAuth } from '@/api/auth';

/**
 * The browser's side of the identity and find-id routes of /app/v4/auth: one function per call,
 * each answer checked with zod at the boundary (a proxy's surprise becomes an error, not a crash).
 */
export type IdentityPurpose = 'SIGNUP' | 'FIND_ID';

const startAnswer = z.object({ verificationId: z.string(), popupUrl: z.string().startsWith('/') });
const sendAnswer = z.object({ code: z.string().regex(/^\d{6}$/), expiresAt: z.string() });
const confirmAnswer = z.object({ verified: z.literal(true) });

export const personAccountSchema = z.object({
  maskedEmail: z.string().nullable(),
  registKeyType: z.enum(['EMAIL', 'KAKAO', 'NAVER']),
  createdAt: z.string(),
});
export type PersonAccount = z.infer<typeof personAccountSchema>;

const registrationAnswer = z.union([
  z.object({ existing: personAccountSchema }),
  z.object({ next: z.string().startsWith('/') }),
]);
const findIdAnswer = z.object({ accounts: z.array(personAccountSchema) });

export async function startIdentity(purpose: IdentityPurpose) {
  return startAnswer.parse(await postAuth('/identity/start', { purpose }));
}

export type SandboxPerson = { name: string; birthDate: string; carrier: string; phone: string };

export async function sendSandboxCode(verificationId: string, person: SandboxPerson) {
  return sendAnswer.parse(await postAuth('/identity/sandbox/send', { verificationId, ...person }));
}

export async function confirmSandboxCode(verificationId: string, code: string) {
  return confirmAnswer.parse(await postAuth('/identity/sandbox/confirm', { verificationId, code }));
}

export async function attachRegistrationIdentity(verificationId: string) {
  return registrationAnswer.parse(await postAuth('/registration/identity', { verificationId }));
}

export async function findIdByIdentity(verificationId: string) {
  return findIdAnswer.parse(await postAuth('/find-id', { verificationId })).accounts;
}

export const REGIST_KEY_LABELS: Record<PersonAccount['registKeyType'], string> = {
  EMAIL: '이메일',
  KAKAO: '카카오',
  NAVER: '네이버',
};
