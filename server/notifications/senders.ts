import type { Db } from '../db/client';
import { isDemoMode, serverEnv } from '../env';
import { getDb } from '../db';
import { kickSoon } from '../jobs/kick';
import { kickMailDispatch } from '../mail/mailer';
import { drainNotifications, type ChannelSenders } from './drain';
import { pushConfigured } from './channels';
import { webPushSender } from './push/webPushSender';
import { kakaoSender } from './kakao/kakaoSender';
import { solapiProvider } from './kakao/solapiProvider';
import { demoKakaoProvider } from './kakao/demoProvider';
import type { KakaoProvider } from './kakao/provider';

/** Solapi when configured; in demo mode the developer's outbox; otherwise none (nothing is sent). */
function kakaoProvider(db: Db): KakaoProvider | null {
  const env = serverEnv();
  if (env.SOLAPI_API_KEY && env.SOLAPI_API_SECRET && env.SOLAPI_PFID) {
    return solapiProvider({
      apiKey: env.SOLAPI_API_KEY,
      apiSecret: env.SOLAPI_API_SECRET,
      pfId: env.SOLAPI_PFID,
      sender: env.SOLAPI_SENDER ?? null,
      baseUrl: env.SOLAPI_API_BASE,
    });
  }
  return isDemoMode(env) ? demoKakaoProvider(db) : null;
}

/** The senders of this deployment's configured channels (docs/operations.md §1 Notifications). */
export function configuredSenders(db: Db): ChannelSenders {
  const env = serverEnv();
  const senders: ChannelSenders = {};
  if (pushConfigured(env)) {
    senders.push = webPushSender({
      subject: env.VAPID_SUBJECT as string,
      publicKey: env.VAPID_PUBLIC_KEY as string,
      privateKey: env.VAPID_PRIVATE_KEY as string,
    });
  }
  const provider = kakaoProvider(db);
  if (provider) senders.kakao = kakaoSender(provider, env.SITE_URL);
  return senders;
}

/** Runs the drain of this process (the job and the kick share it). */
export async function drainConfigured(): Promise<unknown> {
  const db = await getDb();
  return drainNotifications(db, configuredSenders(db));
}

/**
 * After the transaction that notified has committed: the e-mail and the push/알림톡 rows leave now
 * rather than at the next run of their jobs (docs/architecture.md §10 Notifications).
 */
export function kickNotifications(): void {
  kickMailDispatch();
  // Tests drive the drain themselves (docs/architecture.md §10), with senders of their own.
  if (process.env.NODE_ENV === 'test') return;
  kickSoon('notification-dispatch', drainConfigured);
}
