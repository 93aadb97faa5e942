/**
 * Every figure of photo uploads in one place (issue 17 §2), so their sizes can be read and tuned
 * together. The per-minute and per-address rates live with the other rates (security/rateRules.ts).
 */
export const UPLOAD_LIMITS = {
  /** A phone photo is 2–6 MB; 10 MB leaves room for a large HEIC or PNG screenshot. */
  maxBodyBytes: 10 * 1024 * 1024,
  /**
   * Decoded size cap (decompression bombs: a tiny PNG can claim 20000×20000). 40 MP is above any
   * phone camera's default (12–24 MP; 48 MP modes save at 12 MP unless asked) and keeps one
   * decode under ~160 MB of RGBA.
   */
  maxInputPixels: 40_000_000,
  /** Longest side of the stored full picture: sharp on a phone screen at 3× is ~1300 px wide. */
  fullMaxSide: 1600,
  /** Longest side of the thumbnail: a list tile or a picker tile at 3×. */
  thumbMaxSide: 480,
  webpQuality: 82,
  thumbWebpQuality: 78,
  /**
   * What one member may keep in all (both sizes of every upload, attached or not). A stored photo
   * is ~150–400 KB, so this is a few thousand photos: far past what reviews and a busy business's
   * condition reports use, and it stops a script from filling the disk.
   */
  storageBytesPerMember: 1024 * 1024 * 1024,
  /** Uploads per member in any 24 hours (counted from the images table, exact). */
  uploadsPerMemberPerDay: 300,
  /** Unattached uploads older than this are removed (server/jobs/uploadCleanup.ts). */
  unattachedMaxAgeMs: 24 * 60 * 60 * 1000,
} as const;

export const UPLOAD_ALT = '회원이 올린 사진';
export const UPLOAD_MIME = 'image/webp';

/** The header an upload must carry: a foreign page can't add it without a CORS preflight we never grant. */
export const UPLOAD_HEADER = 'x-requested-with';
export const UPLOAD_HEADER_VALUE = 'ridemarket-upload';

/** The Korean sentences of every refusal, one place so tests and the picker read the same words. */
export const UPLOAD_MESSAGES = {
  empty: '빈 파일은 올릴 수 없어요. 다른 사진을 골라 주세요.',
  notImage: '사진 파일만 올릴 수 있어요. JPG, PNG, WebP, HEIC 사진을 골라 주세요.',
  svg: 'SVG 파일은 올릴 수 없어요. JPG, PNG, WebP, HEIC 사진을 골라 주세요.',
  unsupported: '지원하지 않는 사진 형식이에요. JPG, PNG, WebP, HEIC 사진을 골라 주세요.',
  tooLarge: '사진이 너무 커요. 10MB 이하의 사진을 올려 주세요.',
  tooManyPixels: '사진의 해상도가 너무 커요. 4,000만 화소 이하의 사진을 올려 주세요.',
  damaged: '사진 파일이 손상되어 열 수 없어요. 다른 사진을 골라 주세요.',
  storageFull: '사진 저장 공간을 모두 사용했어요. 고객센터로 문의해 주세요.',
  dailyLimit: '오늘 올릴 수 있는 사진 수를 넘었어요. 내일 다시 시도해 주세요.',
  header: '사진은 라이드마켓 화면에서 올려 주세요.',
  notMember: '사진을 올리려면 로그인해 주세요.',
} as const;
