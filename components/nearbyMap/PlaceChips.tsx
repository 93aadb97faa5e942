import { Icon } from '@/components/ui/Icon';
import type { UserLocation } from '@/api/item/nearbyMap';
import styles from './PlaceChips.module.css';

type Props = {
  places: UserLocation[];
  locating: boolean;
  onChoose: (place: UserLocation) => void;
  onMyPosition: () => void;
};

/** "내 위치" and the member's saved places as chips; an unnamed place reads as 최근 위치. */
export function PlaceChips({ places, locating, onChoose, onMyPosition }: Props) {
  return (
    <div className={styles.chips} role="group" aria-label="위치 선택">
      <button type="button" className={styles.chip} onClick={onMyPosition} disabled={locating} aria-busy={locating}>
        <Icon name="crosshair" size={16} />
        {locating ? '위치 확인 중…' : '내 위치'}
      </button>
      {places.map((place) => (
        <button
          key={place.id}
          type="button"
          className={`${styles.chip} ${place.isSelected ? styles.active : ''}`}
          aria-pressed={place.isSelected}
          onClick={() => onChoose(place)}
          title={place.address1}
        >
          <Icon name="map-pin" size={16} />
          {place.name?.trim() ? place.name : '최근 위치'}
        </button>
      ))}
    </div>
  );
}
