import { findProfanity, normaliseEnglish, normaliseKorean } from '@/lib/text/profanity';
import { replyContentSchema, reviewContentSchema } from '@/lib/review/reviewRules';

describe('the profanity list', () => {
  it.each([
    ['씨발', '씨발'],
    ['씨 1 발 진짜', '씨발'],
    ['시.발', '시발'],
    ['병 신 같은 서비스', '병신'],
    ['개 새 끼', '개새끼'],
    ['ㅅ ㅂ 이게 뭐야', 'ㅅㅂ'],
    ['ㅂㅅ', 'ㅂㅅ'],
    ['ㅋㅋㅈㄴ 별로', 'ㅈㄴ'],
    ['ＦＵＣＫ', 'fuck'],
    ['f.u.c.k', 'fuck'],
    ['f u c k you', 'fuck'],
    ['fuuuuck', 'fuck'],
    ['sh1t happens', 'shit'],
    ['what a b!tch', 'bitch'],
    ['ㅆ발', 'ㅆ발'],
    ['존나 별로예요', '존나'],
    ['진짜존나느림', '존나'],
  ])('finds %s', (text, word) => {
    expect(findProfanity(text)).toBe(word);
  });

  it.each([
    '시발점에서 출발했어요',
    '시바견이랑 같이 탔어요',
    '수박 먹고 자전거 탔어요',
    'this hit hard',
    'class act, 최고의 매장',
    'Assembly was easy',
    '정말 만족스러운 렌탈이었어요. 추천합니다!',
    '사장님이 친절하세요',
    'ㅋㅋㅋ 너무 좋아요',
    'ㅎㅎ 감사합니다',
    '보존 나무 데크길 따라 달렸어요',
    '어머니 미역국 먹고 출발',
    '언니 미니벨로 빌렸어요',
  ])('leaves %s alone', (text) => {
    expect(findProfanity(text)).toBeNull();
  });

  it('normalises spacing, width and look-alikes', () => {
    expect(normaliseKorean('씨 1 발!')).toBe('씨발');
    expect(normaliseEnglish('Ｓ-h-1-t')).toBe('shit');
    expect(normaliseEnglish('fuuuck')).toBe('fuck');
  });

  it('is what the review and reply schemas refuse, with a Korean message', () => {
    const review = reviewContentSchema.safeParse('이 매장 사장님 진짜 ㅂㅅ 같아요. 다시는 안 빌립니다 정말로요.');
    expect(review.success).toBe(false);
    expect(review.error?.issues[0].message).toMatch(/고운 말/);
    expect(reviewContentSchema.safeParse('가볍고 튼튼해요. 매장 직원분이 세팅을 꼼꼼하게 해 주셨어요.').success).toBe(
      true
    );
    expect(replyContentSchema.safeParse('감사합니다 고객님').success).toBe(true);
    expect(replyContentSchema.safeParse('fuck off').success).toBe(false);
  });
});
