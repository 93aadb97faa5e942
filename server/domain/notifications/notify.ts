import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationOutbox, pushSubscriptions, users, type NotificationContent } from '../../db/schema';
import { addAlarm, type AlarmKind } from '../alarm/addAlarm';
import { enqueueMail } from '../../mail/outbox';
import { notificationMail } from '../../mail/notificationMail';
import { deliverableChannels } from '../../notifications/channels';
import { serverEnv } from '../../env';
import { eventDef, type Channel, type NotificationEvent } from '@/lib/notifications/events';
import { quietHoursRelease } from '@/lib/notifications/quietHours';
import { isEnabled, loadPreferences } from './preferences';

export type Notification = {
  event: NotificationEvent;
  userId: number;
  /** The in-app alarm's kind (which badge it lights). */
  alarmKind: AlarmKind;
  content: NotificationContent;
  /** One event: a writer offered it twice (a retry, two processes) stores it once per channel. */
  dedupeKey: string;
};

type Recipient = { email: string | null; phone: string | null; marketing: boolean };

/**
 * The one notification service (docs/architecture.md §10 Notifications). In the caller's transaction it
 * writes one notification_outbox row per channel that the event's defaults, the member's switches, the
 * marketing consent and this deployment allow: the in-app alarm and the e-mail (the mail outbox) are
 * delivered right here, since both are rows of this database; push and 알림톡 wait for the drain job,
 * after commit, and in quiet hours until 08:00 unless the member asked for the event. Answers the
 * channels written, none for a deleted member.
 */
export async function notify(tx: Db, n: Notification, now: Date = new Date()): Promise<Channel[]> {
  const [user] = await tx
    .select({ email: users.email, phone: users.phone, consent: users.marketingConsentAt, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, n.userId))
    .limit(1);
  if (!user || user.deletedAt) return [];
  const def = eventDef(n.event);
  const prefs = await loadPreferences(tx, n.userId);
  const recipient: Recipient = { email: user.email, phone: user.phone, marketing: user.consent !== null };
  const deliverable = deliverableChannels();
  const written: Channel[] = [];
  for (const channel of def.channels) {
    if (!deliverable.has(channel)) continue;
    if (channel !== 'inApp') {
      if (!isEnabled(prefs, def.group, channel)) continue;
      // Marketing leaves the app only with the consent recorded at sign-up (or given later).
      if (def.kind === 'marketing' && !recipient.marketing) continue;
      if (!(await reachable(tx, n.userId, channel, recipient))) continue;
    }
    const held = (channel === 'push' || channel === 'kakao') && prefs.quietHours && !def.askedFor;
    const immediate = channel === 'inApp' || channel === 'email';
    const [row] = await tx
      .insert(notificationOutbox)
      .values({
        userId: n.userId,
        event: n.event,
        channel,
        dedupeKey: n.dedupeKey,
        content: n.content,
        createdAt: now,
        nextAttemptAt: held ? quietHoursRelease(now) : now,
        sentAt: immediate ? now : null,
      })
      .onConflictDoNothing({
        target: [notificationOutbox.userId, notificationOutbox.channel, notificationOutbox.dedupeKey],
      })
      .returning({ id: notificationOutbox.id });
    if (!row) continue;
    if (channel === 'inApp') {
      await addAlarm(
        tx,
        {
          userId: n.userId,
          kind: n.alarmKind,
          title: n.content.title,
          body: n.content.body,
          linkUrl: n.content.linkUrl,
          dedupeKey: n.dedupeKey,
        },
        now
      );
    } else if (channel === 'email' && recipient.email) {
      await enqueueMail(tx, notificationMail(recipient.email, n.event, n.content, serverEnv().SITE_URL));
    }
    written.push(channel);
  }
  return written;
}

/** A channel needs an address: an e-mail, a phone for 알림톡, at least one subscribed device for push. */
async function reachable(tx: Db, userId: number, channel: Channel, recipient: Recipient): Promise<boolean> {
  if (channel === 'email') return recipient.email !== null;
  if (channel === 'kakao') return recipient.phone !== null;
  if (channel === 'push') {
    const [row] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId)));
    return (row?.n ?? 0) > 0;
  }
  return true;
}
