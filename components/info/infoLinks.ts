/** The customer-guide pages, for "다른 안내" and the footer. `key` is the info page key where there is one. */
export const INFO_LINKS: { key: string; href: string; label: string }[] = [
  { key: 'qna_info', href: '/qna_info', label: '자주 묻는 질문' },
  { key: 'call_info', href: '/call_info', label: '고객센터' },
  { key: 'cancel_info', href: '/cancel_info', label: '취소·환불·A/S 안내' },
  { key: 'note_info', href: '/note_info', label: '렌탈 이용 시 유의사항' },
  { key: 'item_semi_info', href: '/item_semi_info', label: '상품정보제공고시·KC 인증' },
  { key: 'notices', href: '/notices', label: '공지사항' },
];
