import { useState } from 'react';
import { inSeoul } from '@/lib/dates';
import styles from './HomeHero.module.css';

/** A short greeting by the hour in Seoul: it depends on the visitor's clock, so it renders client-side only. */
export function SeoulGreeting() {
  const [now] = useState(Date.now);
  const hour = inSeoul(now).hour();
  const month = inSeoul(now).month() + 1;
  const season = month >= 11 || month <= 3 ? '스키 시즌이에요' : '라이딩하기 좋은 날이에요';
  const time =
    hour < 6 ? '늦은 밤이에요' : hour < 12 ? '좋은 아침이에요' : hour < 18 ? '좋은 오후예요' : '편안한 저녁이에요';
  return (
    <p className={styles.greeting}>
      {time} · {season}
    </p>
  );
}
