import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectNotificationSettings } from '@/store/notificationSettingsSlice';
import { selectIsBusiness } from '@/store/userSlice';
import {
  changeNotificationPreference,
  changeQuietHours,
  removePushSubscription,
  savePushSubscription,
} from '@/store/notificationSettingsThunks';
import type { NotificationChannel, NotificationGroup } from '@/api/item/generated';
import { CHANNEL_LABELS, GROUP_LABELS } from '@/lib/notifications/events';
import { SettingSwitch } from './SettingSwitch';
import { pushSupported, subscribeThisDevice, thisDeviceEndpoint, unsubscribeThisDevice } from './webPush';
import styles from './NotificationSettingsSection.module.css';

const SUBSCRIBE_FAILED: Record<'unsupported' | 'denied' | 'failed', string> = {
  unsupported: '이 브라우저는 푸시 알림을 지원하지 않아요. 홈 화면에 추가한 뒤 다시 시도해 주세요.',
  denied: '알림 권한이 꺼져 있어요. 브라우저 설정에서 라이드마켓의 알림을 허용해 주세요.',
  failed: '푸시 알림을 켜지 못했어요. 잠시 후 다시 시도해 주세요.',
};

/**
 * 알림 설정 (docs/product.md §3 Notifications): this device's push subscription (the permission is
 * asked only when the member taps), the switches of each group × channel and quiet hours. Channels
 * this service does not run (no VAPID keys, no 알림톡 provider) are not offered.
 */
export function NotificationSettingsSection({ notify }: { notify: (message: string) => void }) {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectNotificationSettings);
  const isSeller = useAppSelector(selectIsBusiness);
  const [busy, setBusy] = useState<string | null>(null);
  const [deviceOn, setDeviceOn] = useState(false);

  useEffect(() => {
    let live = true;
    void thisDeviceEndpoint().then((endpoint) => {
      if (live) setDeviceOn(endpoint !== null);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!settings) return null;
  const pushKey = settings.pushPublicKey;
  const offered = (channel: NotificationChannel) =>
    channel === 'email' || (channel === 'push' && pushKey !== null) || (channel === 'kakao' && settings.kakaoAvailable);

  const run = async (key: string, work: () => Promise<{ ok: boolean; message?: string }>) => {
    setBusy(key);
    const result = await work();
    setBusy(null);
    if (result.message) notify(result.message);
  };

  const toggle = (group: NotificationGroup, channel: NotificationChannel, enabled: boolean) =>
    run(`${group}:${channel}`, async () => {
      const done = await dispatch(changeNotificationPreference({ group, channel, enabled }));
      return changeNotificationPreference.fulfilled.match(done)
        ? { ok: true }
        : { ok: false, message: done.payload?.message ?? '잠시 후 다시 시도해 주세요.' };
    });

  const toggleDevice = () =>
    run('device', async () => {
      if (deviceOn) {
        const endpoint = await unsubscribeThisDevice();
        if (endpoint) await dispatch(removePushSubscription(endpoint));
        setDeviceOn(false);
        return { ok: true, message: '이 기기에서 푸시 알림을 껐어요.' };
      }
      const outcome = await subscribeThisDevice(pushKey as string);
      if (!outcome.ok) return { ok: false, message: SUBSCRIBE_FAILED[outcome.reason] };
      const saved = await dispatch(savePushSubscription(outcome.keys));
      if (!savePushSubscription.fulfilled.match(saved))
        return { ok: false, message: saved.payload?.message ?? SUBSCRIBE_FAILED.failed };
      setDeviceOn(true);
      return { ok: true, message: '이 기기에서 푸시 알림을 받아요.' };
    });

  const toggleQuiet = () =>
    run('quiet', async () => {
      const done = await dispatch(changeQuietHours(!settings.quietHours));
      return changeQuietHours.fulfilled.match(done)
        ? { ok: true }
        : { ok: false, message: done.payload?.message ?? '잠시 후 다시 시도해 주세요.' };
    });

  return (
    <section className={styles.section} aria-labelledby="notify-heading">
      <h2 id="notify-heading" className={styles.heading}>
        알림 설정
      </h2>
      <p className={styles.lead}>앱 알림은 항상 알림함에 쌓여요. 앱 밖으로 받을 알림을 골라 주세요.</p>

      {pushKey !== null && pushSupported() ? (
        <SettingSwitch
          id="push-device"
          label="이 기기에서 푸시 알림 받기"
          hint={
            deviceOn
              ? `이 기기로 푸시 알림을 보내 드려요. 푸시를 받는 기기 ${settings.pushDevices}대`
              : '켜면 브라우저가 알림 권한을 물어봐요.'
          }
          checked={deviceOn}
          busy={busy === 'device'}
          onToggle={() => void toggleDevice()}
        />
      ) : null}

      <SettingSwitch
        id="quiet-hours"
        label="방해 금지 시간 (21:00~08:00)"
        hint="밤에는 푸시·알림톡을 보내지 않고 아침 8시에 보내 드려요. 직접 신청한 예약 가능 알림은 바로 보내요."
        checked={settings.quietHours}
        busy={busy === 'quiet'}
        onToggle={() => void toggleQuiet()}
      />

      {settings.groups.map(({ group, channels }) => {
        // The business's order news goes to its sellers only.
        if (group === 'sellerOrder' && !isSeller) return null;
        const shown = channels.filter((c) => offered(c.channel));
        if (shown.length === 0) return null;
        return (
          <fieldset key={group} className={styles.group}>
            <legend id={`notify-${group}`} className={styles.groupTitle}>
              {GROUP_LABELS[group].title}
            </legend>
            <p className={styles.groupHint}>{GROUP_LABELS[group].hint}</p>
            {shown.map(({ channel, enabled }) => (
              <SettingSwitch
                key={channel}
                id={`notify-${group}-${channel}`}
                label={CHANNEL_LABELS[channel]}
                groupLabelId={`notify-${group}`}
                checked={enabled}
                busy={busy === `${group}:${channel}`}
                onToggle={() => void toggle(group, channel, !enabled)}
              />
            ))}
          </fieldset>
        );
      })}
    </section>
  );
}
