import { quietHoursRelease } from '@/lib/notifications/quietHours';
import { CHANNELS, eventDef, groupChannels, NOTIFICATION_EVENT_NAMES } from '@/lib/notifications/events';
import { KAKAO_TEMPLATES, renderTemplate, templateVariables } from '@/server/notifications/kakao/templates';

/** A moment given in Seoul time (UTC+9). */
const seoul = (local: string) => new Date(`${local}+09:00`);

describe('quiet hours (21:00–08:00 Seoul)', () => {
  it.each([
    ['2026-11-27T08:00:00', '2026-11-27T08:00:00'],
    ['2026-11-27T20:59:59', '2026-11-27T20:59:59'],
    ['2026-11-27T21:00:00', '2026-11-28T08:00:00'],
    ['2026-11-27T23:30:00', '2026-11-28T08:00:00'],
    ['2026-11-28T00:30:00', '2026-11-28T08:00:00'],
    ['2026-11-28T07:59:59', '2026-11-28T08:00:00'],
    ['2026-12-31T22:00:00', '2027-01-01T08:00:00'],
  ])('a message at %s leaves at %s', (at, leaves) => {
    expect(quietHoursRelease(seoul(at)).toISOString()).toBe(seoul(leaves).toISOString());
  });
});

describe('the notification table', () => {
  it('gives every event the in-app alarm and only known channels', () => {
    for (const name of NOTIFICATION_EVENT_NAMES) {
      const def = eventDef(name);
      expect(def.channels).toContain('inApp');
      for (const channel of def.channels) expect(CHANNELS).toContain(channel);
    }
  });

  it('has a registered 알림톡 template for exactly the events that go out on 알림톡', () => {
    const onKakao = NOTIFICATION_EVENT_NAMES.filter((name) =>
      (eventDef(name).channels as readonly string[]).includes('kakao')
    );
    expect(Object.keys(KAKAO_TEMPLATES).sort()).toEqual([...onKakao].sort());
    const ids = Object.values(KAKAO_TEMPLATES).map((t) => t!.templateId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('offers a switch only for the channels a group uses', () => {
    expect(groupChannels('message')).toEqual(['push']);
    expect(groupChannels('order')).toEqual(['email', 'push', 'kakao']);
  });

  it('fills a template with the words as written, markup included (알림톡 is plain text)', () => {
    const text = renderTemplate(
      '#{제목}\n#{내용}\n#{링크}',
      templateVariables({ title: '<b>#{내용}</b>', body: '#{제목}' }, 'https://x')
    );
    expect(text).toBe('<b>#{내용}</b>\n#{제목}\nhttps://x');
  });
});
