import { useRef, useState, type PointerEvent } from 'react';
import type { UploadedPhoto } from '@/api/images';
import { droppedAt, dropSlot, isSameSlot, movedTo } from './photoReorder';
import styles from './ListingForm.module.css';

type Props = { photos: UploadedPhoto[]; onChange(next: UploadedPhoto[]): void };

/** A drag in progress: the row picked up and the gap the pointer is over. */
type Drag = { from: number; slot: number; pointerId: number };

/**
 * The photos' order (docs/product.md §4 Listings: the first is the cover), changed by dragging a
 * row's thumbnail — pointer events, so a finger on a phone drags as a mouse does — or with the buttons,
 * which stay for the keyboard and screen readers (the handle is not focusable: the buttons do its job).
 */
export function PhotoOrder({ photos, onChange }: Props) {
  const list = useRef<HTMLOListElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  if (photos.length < 2) return null;

  const slotAt = (y: number) => {
    const rows = Array.from(list.current?.children ?? [], (row) => row.getBoundingClientRect());
    return dropSlot(rows, y);
  };
  const start = (event: PointerEvent<HTMLSpanElement>, from: number) => {
    if (drag || (event.pointerType === 'mouse' && event.button !== 0)) return;
    // Capture keeps the moves coming to the handle while the finger leaves it.
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ from, slot: from, pointerId: event.pointerId });
  };
  const move = (event: PointerEvent<HTMLSpanElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const slot = slotAt(event.clientY);
    if (slot !== drag.slot) setDrag({ ...drag, slot });
  };
  const drop = (event: PointerEvent<HTMLSpanElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    setDrag(null);
    if (!isSameSlot(drag.from, drag.slot)) onChange(droppedAt(photos, drag.from, drag.slot));
  };
  const cancel = () => setDrag(null);

  // The line shows where the photo would land; none while the drop would change nothing.
  const showLine = drag !== null && !isSameSlot(drag.from, drag.slot);
  const rowClass = (index: number) =>
    [
      styles.row,
      drag?.from === index ? styles.dragging : '',
      showLine && drag.slot === index ? styles.dropBefore : '',
      showLine && drag.slot === photos.length && index === photos.length - 1 ? styles.dropAfter : '',
    ]
      .filter(Boolean)
      .join(' ');

  const dropMark = (index: number) =>
    !showLine ? undefined : drag.slot === index ? 'before' : drag.slot === index + 1 ? 'after' : undefined;

  return (
    <ol ref={list} className={styles.rows} aria-label="사진 순서">
      {photos.map((photo, index) => (
        <li key={photo.id} className={rowClass(index)} data-drop={dropMark(index)}>
          {/* The thumbnail is the handle: a 56 px target that costs the row no width on a 360 px phone. */}
          <span
            className={styles.dragHandle}
            title="끌어서 순서 바꾸기"
            data-testid={`photo-handle-${index + 1}`}
            onPointerDown={(event) => start(event, index)}
            onPointerMove={move}
            onPointerUp={drop}
            onPointerCancel={cancel}
            onLostPointerCapture={cancel}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- our own image route serves it sized */}
            <img
              className={styles.photoThumb}
              src={photo.thumbUrl}
              alt={`사진 ${index + 1}`}
              width={56}
              height={56}
              draggable={false}
            />
            <span className={styles.grip} aria-hidden="true">
              ⠿
            </span>
          </span>
          <span className={styles.rowMain}>
            {index === 0 ? <span className={styles.cover}>대표 사진</span> : `${index + 1}번째`}
          </span>
          <button
            type="button"
            className={styles.small}
            disabled={index === 0}
            aria-label={`사진 ${index + 1} 대표로`}
            onClick={() => onChange(movedTo(photos, index, 0))}
          >
            대표로
          </button>
          <button
            type="button"
            className={styles.small}
            disabled={index === 0}
            aria-label={`사진 ${index + 1} 앞으로`}
            onClick={() => onChange(movedTo(photos, index, index - 1))}
          >
            ↑
          </button>
          <button
            type="button"
            className={styles.small}
            disabled={index === photos.length - 1}
            aria-label={`사진 ${index + 1} 뒤로`}
            onClick={() => onChange(movedTo(photos, index, index + 1))}
          >
            ↓
          </button>
        </li>
      ))}
    </ol>
  );
}
