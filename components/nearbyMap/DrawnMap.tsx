import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { MapPin } from '@/api/item/nearbyMap';
import { MAX_ZOOM, MIN_ZOOM } from '@/lib/nearbyMap/constants';
import { panBy, pixelInView, type LatLng, type ViewSize } from '@/lib/nearbyMap/viewport';
import styles from './DrawnMap.module.css';

export type MapView = { lat: number; lng: number; z: number };

type Props = {
  view: MapView;
  size: ViewSize;
  pins: MapPin[];
  myPosition: LatLng | null;
  selectedBusinessId: number | null;
  onViewChange: (view: MapView) => void;
  onPinSelect: (id: number) => void;
  /** Why the drawn map shows instead of Naver's (null while Naver is simply not configured). */
  notice: string | null;
};

/**
 * The map without Naver: pins placed by Web-Mercator arithmetic inside the view box, on a plain
 * grid. The shopper can still move the view (drag, arrows, zoom buttons); each pin is a button
 * that selects its business in the list.
 */
export function DrawnMap({
  view,
  size,
  pins,
  myPosition,
  selectedBusinessId,
  onViewChange,
  onPinSelect,
  notice,
}: Props) {
  const [live, setLive] = useState(view);
  const [given, setGiven] = useState(view);
  const drag = useRef<{ x: number; y: number; from: MapView } | null>(null);
  // The slice's view wins whenever it changes (a chosen place, 내 위치, back navigation): adjusted
  // while rendering, so the drawn pins never show one frame of the old view.
  if (given.lat !== view.lat || given.lng !== view.lng || given.z !== view.z) {
    setGiven(view);
    setLive(view);
  }

  const change = (next: MapView) => {
    setLive(next);
    onViewChange(next);
  };
  const pan = (dx: number, dy: number) => change({ ...panBy(live, live.z, dx, dy), z: live.z });
  const zoom = (delta: number) => change({ ...live, z: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, live.z + delta)) });

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('button')) return;
    drag.current = { x: e.clientX, y: e.clientY, from: live };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    change({ ...panBy(d.from, d.from.z, e.clientX - d.x, e.clientY - d.y), z: d.from.z });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const inside = (p: { x: number; y: number }) => p.x >= 0 && p.y >= 0 && p.x <= size.width && p.y <= size.height;
  const me = myPosition ? pixelInView(myPosition, live, live.z, size) : null;
  const pan3 = { x: size.width / 3, y: size.height / 3 };

  return (
    <div
      className={styles.map}
      style={{ height: size.height }}
      data-testid="drawn-map"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      role="region"
      aria-label={`간단한 지도, 확대 수준 ${live.z}`}
    >
      <div className={styles.grid} aria-hidden />
      {me && inside(me) ? (
        <span className={styles.me} style={{ left: me.x, top: me.y }} aria-label="내 위치" role="img" />
      ) : null}
      {pins.map((pin) => {
        const at = pixelInView(pin, live, live.z, size);
        if (!inside(at)) return null;
        const selected = pin.id === selectedBusinessId;
        return (
          <button
            key={pin.id}
            type="button"
            className={`${styles.pin} ${selected ? styles.pinSelected : ''} ${pin.isOfficial ? styles.pinOfficial : ''}`}
            style={{ left: at.x, top: at.y }}
            onClick={() => onPinSelect(pin.id)}
            aria-pressed={selected}
            aria-label={`${pin.name} 매장 보기`}
          >
            <span className={styles.pinLabel}>{pin.name}</span>
          </button>
        );
      })}
      <div className={styles.pad} role="group" aria-label="지도 이동">
        <button type="button" className={styles.up} onClick={() => pan(0, pan3.y)} aria-label="북쪽으로 이동">
          <Icon name="chevron-up" size={20} />
        </button>
        <button type="button" className={styles.left} onClick={() => pan(pan3.x, 0)} aria-label="서쪽으로 이동">
          <Icon name="chevron-left" size={20} />
        </button>
        <button type="button" className={styles.right} onClick={() => pan(-pan3.x, 0)} aria-label="동쪽으로 이동">
          <Icon name="chevron-right" size={20} />
        </button>
        <button type="button" className={styles.down} onClick={() => pan(0, -pan3.y)} aria-label="남쪽으로 이동">
          <Icon name="chevron-down" size={20} />
        </button>
      </div>
      <div className={styles.zoom} role="group" aria-label="확대 축소">
        <button type="button" onClick={() => zoom(1)} disabled={live.z >= MAX_ZOOM} aria-label="확대">
          <Icon name="plus" size={20} />
        </button>
        <button type="button" onClick={() => zoom(-1)} disabled={live.z <= MIN_ZOOM} aria-label="축소">
          <Icon name="minus" size={20} />
        </button>
      </div>
      {notice ? <p className={styles.notice}>{notice}</p> : null}
    </div>
  );
}
