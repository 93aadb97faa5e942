import { isCrawler, isMobileUserAgent } from '@/lib/crawler';

const crawlers = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; Yeti/1.1; +http://naver.me/spd)',
  'Mozilla/5.0 (compatible; Daum/4.1; +http://cs.daum.net/faq/15/4118.html?faqId=28966)',
  'Mozilla/5.0 (compatible; Daumoa 4.0; +http://cs.daum.net/)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Mozilla/5.0 (compatible; kakaotalk-scrap/1.0; +https://devtalk.kakao.com/)',
  'Twitterbot/1.0',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0 Mobile Safari/537.36 Chrome-Lighthouse',
];

const people = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; SM-G991N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 KAKAOTALK 10.4.5',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 DaumApps/8.0.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  // Our own Playwright journeys run headless and must be treated as people.
  'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Mobile Safari/537.36',
];

describe('lib/crawler', () => {
  it.each(crawlers)('recognises the crawler %s', (ua) => expect(isCrawler(ua)).toBe(true));
  it.each(people)('does not take a person for a crawler: %s', (ua) => expect(isCrawler(ua)).toBe(false));

  it('handles a missing user agent', () => {
    expect(isCrawler(undefined)).toBe(false);
    expect(isMobileUserAgent(null)).toBe(false);
  });

  it('tells phones from desktops', () => {
    expect(isMobileUserAgent(people[0])).toBe(true);
    expect(isMobileUserAgent(people[1])).toBe(true);
    expect(isMobileUserAgent(people[2])).toBe(true);
    expect(isMobileUserAgent(people[4])).toBe(false);
  });
});
