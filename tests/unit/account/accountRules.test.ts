/** @jest-environment node */
import { emailSchema, maskEmail, normalizeEmail } from '@/lib/account/email';
import { nicknameProblem } from '@/lib/account/nickname';
import { passwordProblem, passwordStrength } from '@/lib/account/password';
import { maskName, maskPhone, mobileSchema } from '@/lib/account/phone';
import { loginHref, safeReturnUrl } from '@/lib/account/returnUrl';
import { autoNickname } from '@/lib/account/autoNickname';

describe('returnUrl: same-origin paths only', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnUrl('/models/12?tab=review#reviews')).toBe('/models/12?tab=review#reviews');
    expect(safeReturnUrl('/services/3/payment?start=2026-12-01')).toBe('/services/3/payment?start=2026-12-01');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab that parsers drop', '/\t/evil.example'],
    ['a newline that parsers drop', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'models/3'],
    ['a leading space', ' /models/3'],
    ['nothing', ''],
    ['not a string', 42],
    // Dot segments are resolved by the parser: what is left must not start with "//".
    ['a dot segment before //', '/.//evil.example'],
    ['a parent segment before //', '/..//evil.example'],
    ['an encoded dot segment before //', '/%2e//evil.example'],
    ['a parent segment after a folder', '/a/..//evil.example'],
    ['two encoded dots before //', '/%2E%2E//evil.example'],
    ['a mixed dot segment', '/.%2e//evil.example'],
    ['two parent segments', '/a/b/../..//evil.example'],
    ['an encoded parent segment after a folder', '/a/%2e%2e//evil.example'],
    ['a dot segment before a backslash', '/./\\evil.example'],
    // Encoded separators: a server or a later decode would turn them into "//" or "/\".
    ['an encoded backslash', '/%5cevil.example'],
    ['an encoded backslash in capitals', '/%5Cevil.example'],
    ['an encoded backslash after a dot', '/.%5cevil.example'],
    ['two encoded slashes', '/%2f%2fevil.example'],
    ['an encoded slash then a slash', '/%2F/evil.example'],
    ['twice-encoded slashes', '/%252f%252fevil.example'],
    ['an encoded parent segment and slash', '/%2e%2e%2f/evil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded NUL', '/models%00/3'],
    ['broken percent-encoding', '/models/%E0%A4%A'],
    // Unicode: invisible separators and slash look-alikes have no business in a path of this site.
    ['a line separator', '/\u2028/evil.example'],
    ['a zero-width space', '/\u200b/evil.example'],
    ['a no-break space', '/\u00a0/evil.example'],
    ['full-width slashes', '/\uff0f\uff0fevil.example'],
    ['a full-width backslash', '/\uff3cevil.example'],
    ['encoded full-width slashes', '/%EF%BC%8F%EF%BC%8Fevil.example'],
  ])('ignores %s', (_label, value) => {
    expect(safeReturnUrl(value)).toBe('/');
  });

  it.each([
    ['a path with query and hash', '/models/12?tab=review#reviews', '/models/12?tab=review#reviews'],
    ['a path with dates in the query', '/services/3/payment?start=2026-12-01', '/services/3/payment?start=2026-12-01'],
    [
      'an encoded Korean keyword',
      '/search?keyword=%EC%9E%90%EC%A0%84%EA%B1%B0',
      '/search?keyword=%EC%9E%90%EC%A0%84%EA%B1%B0',
    ],
    [
      'a raw Korean keyword, encoded on the way',
      '/search?keyword=자전거',
      '/search?keyword=%EC%9E%90%EC%A0%84%EA%B1%B0',
    ],
    ['a Korean path', '/magazine/%EC%8A%A4%ED%82%A4', '/magazine/%EC%8A%A4%ED%82%A4'],
    ['an encoded slash inside the query', '/search?keyword=a%2Fb', '/search?keyword=a%2Fb'],
    ['// inside the query', '/?q=//evil.example', '/?q=//evil.example'],
    ['// inside the hash', '/models/3#//evil.example', '/models/3#//evil.example'],
    ['a harmless parent segment', '/a/../models/3', '/models/3'],
    ['a harmless dot segment', '/./user/my_page', '/user/my_page'],
    ['a parent segment above the root', '/..', '/'],
    ['a trailing slash', '/models/3/', '/models/3/'],
    ['the home page', '/', '/'],
    ['a hash only', '/#top', '/#top'],
    ['commas and dots in the query', '/businesses?near=37.5,127.0', '/businesses?near=37.5,127.0'],
    ['a space in the query', '/search?keyword=road bike', '/search?keyword=road%20bike'],
  ])('keeps %s', (_label, value, expected) => {
    expect(safeReturnUrl(value)).toBe(expected);
  });

  it('never sends a member back into login or sign-up', () => {
    expect(safeReturnUrl('/login/account', '/user/my_page')).toBe('/user/my_page');
    expect(safeReturnUrl('/registration/provision')).toBe('/');
    expect(safeReturnUrl('/%6cogin/account')).toBe('/');
    expect(safeReturnUrl('/a/../login')).toBe('/');
  });

  it('builds the login link with the way back encoded', () => {
    expect(loginHref('/models/3?tab=a&b=c')).toBe('/login?returnUrl=%2Fmodels%2F3%3Ftab%3Da%26b%3Dc');
  });
});

describe('email', () => {
  it('is compared trimmed and lower-cased, full-width letters folded', () => {
    expect(normalizeEmail('  Rider@Naver.COM ')).toBe('rider@naver.com');
    expect(emailSchema.parse('ＲＩＤＥＲ@naver.com')).toBe('rider@naver.com');
  });

  it('refuses what is not an address, in Korean', () => {
    expect(emailSchema.safeParse('rider@').error?.issues[0].message).toBe('이메일 형식이 올바르지 않아요.');
  });

  it('is masked so its owner recognises it and nobody else can use it', () => {
    expect(maskEmail('ridemarket@naver.com')).toBe('ri********@n****.com');
    expect(maskEmail('ab@daum.net')).toBe('a**@d***.net');
  });
});

describe('password rules', () => {
  it.each([
    ['short1!', '비밀번호는 8자 이상이어야 해요.'],
    ['abcdefgh', '영문, 숫자, 특수문자 중 2가지 이상을 섞어 주세요.'],
    ['aaaa1111', '같은 문자를 4번 이상 연속해서 쓸 수 없어요.'],
    ['qwer1234', '너무 흔한 비밀번호예요. 다른 비밀번호를 써 주세요.'],
    ['pedal 2026', '비밀번호에는 공백을 쓸 수 없어요.'],
  ])('refuses %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('refuses the email id inside the password', () => {
    expect(passwordProblem('rider2026!', 'rider@naver.com')).toBe('비밀번호에 이메일 아이디를 넣지 말아 주세요.');
  });

  it('grades strength for the hint under the field', () => {
    expect(passwordStrength('abc')).toEqual({ level: 0, label: '사용할 수 없어요' });
    expect(passwordStrength('pedal2026')).toEqual({ level: 1, label: '약함' });
    expect(passwordStrength('pedal-2026')).toEqual({ level: 2, label: '보통' });
    expect(passwordStrength('pedal-2026-snow')).toEqual({ level: 3, label: '강함' });
  });
});

describe('nickname rules', () => {
  it('accepts 2–12 Hangul, Latin, digits and underscore', () => {
    expect(nicknameProblem('한강라이더_92')).toBeNull();
    expect(nicknameProblem('a')).toBe('닉네임은 2~12자로 지어 주세요.');
    expect(nicknameProblem('열세글자가넘는아주긴닉네임이에요')).toBe('닉네임은 2~12자로 지어 주세요.');
    expect(nicknameProblem('라이더!')).toBe('닉네임에는 한글, 영문, 숫자, 밑줄(_)만 쓸 수 있어요.');
  });

  it('refuses words of the blocklist, also spelled around it', () => {
    for (const nick of ['시발라이더', 's1bal_rider', '운영자', 'RideMarket_1'])
      expect(nicknameProblem(nick)).toBe('사용할 수 없는 단어가 들어 있어요.');
  });

  it('generates nicknames that pass the rules', () => {
    for (let i = 0; i < 50; i += 1) expect(nicknameProblem(autoNickname())).toBeNull();
  });
});

describe('phone and name', () => {
  it('businesses mobile numbers as digits and masks the middle', () => {
    expect(mobileSchema.parse('010-1234-5678')).toBe('01012345678');
    expect(mobileSchema.safeParse('02-123-4567').success).toBe(false);
    expect(maskPhone('01012345678')).toBe('010-****-5678');
  });

  it('masks the middle of a name', () => {
    expect(maskName('김라이더')).toBe('김**더');
    expect(maskName('홍길동')).toBe('홍*동');
    expect(maskName('이현')).toBe('이*');
  });
});
