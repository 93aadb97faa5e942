import type { MailMessage } from './outbox';
import { renderMailHtml, renderMailText, type MailLayout } from './layout';

/** Every mail we send, written once here: subject and body in Korean, links absolute. */
function message(kind: string, to: string, subject: string, layout: MailLayout): MailMessage {
  return { kind, to, subject, text: renderMailText(layout), html: renderMailHtml(layout) };
}

export function verifyEmailMail(to: string, link: string, minutes: number): MailMessage {
  return message('verify-email', to, '[라이드마켓] 이메일 인증을 완료해 주세요', {
    title: '이메일 주소를 확인해 주세요',
    paragraphs: [
      '라이드마켓 가입을 환영해요!',
      `아래 버튼으로 열리는 화면에서 ‘가입 완료하기’를 누르면 가입이 끝나요. 링크는 ${minutes}분 동안 한 번만 쓸 수 있어요.`,
    ],
    action: { label: '이메일 인증하기', url: link },
    footnote: '직접 가입을 신청하지 않았다면 이 메일은 무시해 주세요. 인증하지 않으면 계정은 만들어지지 않아요.',
  });
}

/**
 * Sign-up with an address that already has an account. The form answers the same either way (an
 * onlooker can't learn who is a member); only the owner of the inbox learns it, here.
 */
export function alreadyRegisteredMail(to: string, loginLink: string, resetLink: string): MailMessage {
  return message('already-registered', to, '[라이드마켓] 이미 가입된 이메일이에요', {
    title: '이미 가입된 이메일이에요',
    paragraphs: [
      '이 이메일 주소로 가입 신청이 들어왔지만, 이미 라이드마켓 계정이 있어요.',
      `비밀번호가 기억나지 않으면 비밀번호 찾기에서 새로 설정할 수 있어요: ${resetLink}`,
    ],
    action: { label: '로그인하기', url: loginLink },
    footnote: '직접 신청하지 않았다면 이 메일은 무시해 주세요. 계정에는 아무 변화가 없어요.',
  });
}

export function passwordResetMail(to: string, link: string, minutes: number): MailMessage {
  return message('password-reset', to, '[라이드마켓] 비밀번호 재설정 안내', {
    title: '비밀번호를 새로 설정해 주세요',
    paragraphs: [
      '비밀번호 재설정 요청을 받았어요.',
      `아래 버튼을 눌러 새 비밀번호를 정해 주세요. 링크는 ${minutes}분 동안 한 번만 쓸 수 있고, 재설정하면 모든 기기에서 로그아웃돼요.`,
    ],
    action: { label: '비밀번호 재설정하기', url: link },
    footnote: '직접 요청하지 않았다면 이 메일은 무시해 주세요. 비밀번호는 바뀌지 않아요.',
  });
}

const PROVIDER_LABEL = { KAKAO: '카카오', NAVER: '네이버', EMAIL: '이메일' } as const;

/** 비밀번호 찾기 for an address whose account signs in with Kakao or Naver: there is no password. */
export function socialAccountResetMail(
  to: string,
  provider: keyof typeof PROVIDER_LABEL,
  loginLink: string
): MailMessage {
  const label = PROVIDER_LABEL[provider];
  return message('password-reset-social', to, '[라이드마켓] 비밀번호 찾기 안내', {
    title: `${label} 계정으로 가입했어요`,
    paragraphs: [
      '비밀번호 재설정 요청을 받았지만, 이 이메일의 라이드마켓 계정은 비밀번호 없이 ' +
        `${label} 로그인으로 가입되어 있어요.`,
      `로그인 화면에서 '${label}로 시작하기'를 눌러 주세요.`,
    ],
    action: { label: '로그인하러 가기', url: loginLink },
    footnote: '직접 요청하지 않았다면 이 메일은 무시해 주세요.',
  });
}
