import type { ProvisionCategory } from '@/api/item/provisions';

/** How the terms list names each document, and what it covers, in the shopper's words. */
export const PROVISION_LABELS: Record<ProvisionCategory, { name: string; about: string }> = {
  SERVICE: { name: '이용약관', about: '렌탈·구매 중개, 예약 취소와 환불, 회원의 권리와 의무' },
  PRIVACY: { name: '개인정보처리방침', about: '수집하는 개인정보, 이용 목적, 보유 기간, 처리 위탁' },
  MARKETING: { name: '마케팅 정보 수신', about: '할인 쿠폰, 이벤트, 시즌 소식 알림 수신 동의' },
  LOCATION: { name: '위치기반 서비스', about: '주변 매장 찾기에 쓰는 위치정보의 이용과 보관' },
};
