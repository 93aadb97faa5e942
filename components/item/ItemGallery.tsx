import { useRef, useState, type UIEvent } from 'react';
import { ProductImage } from '../ui/ProductImage';
import styles from './ItemGallery.module.css';

export type GalleryImage = { src: string; alt: string; width: number; height: number };

type Props = {
  images: readonly GalleryImage[];
  /** The shopper moved to another picture (counted for the recommender; see useInteractionCapture). */
  onSwipe?: () => void;
};

/**
 * The item's pictures, one per screen width, swiped sideways with CSS scroll snap (the browser's own
 * momentum and accessibility, no gesture code). One picture is shown as it always was, with no
 * controls: there is nothing to swipe.
 */
export function ItemGallery({ images, onSwipe }: Props) {
  const [index, setIndex] = useState(0);
  const shown = useRef(0);
  if (images.length === 0) return null;
  if (images.length === 1) {
    const [image] = images;
    return (
      <ProductImage
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        priority="lcp"
        rounded={false}
      />
    );
  }

  // A swipe is a settled move to another picture, not every scroll event on the way there.
  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const { scrollLeft, clientWidth } = event.currentTarget;
    if (clientWidth <= 0) return;
    const next = Math.min(images.length - 1, Math.max(0, Math.round(scrollLeft / clientWidth)));
    if (next === shown.current) return;
    shown.current = next;
    setIndex(next);
    onSwipe?.();
  };

  return (
    <div className={styles.gallery}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling strip is focusable so keyboards can scroll it */}
      <ul className={styles.track} onScroll={onScroll} aria-label="상품 사진" tabIndex={0}>
        {images.map((image, i) => (
          <li key={image.src} className={styles.slide} aria-label={`${images.length}장 중 ${i + 1}번째 사진`}>
            <ProductImage
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              priority={i === 0 ? 'lcp' : false}
              rounded={false}
            />
          </li>
        ))}
      </ul>
      <p className={styles.counter} aria-hidden>
        {index + 1} / {images.length}
      </p>
    </div>
  );
}

/** The item's own picture first, then the model's catalogue pictures it does not already show. */
export function galleryImagesOf(
  item: { img: string; imgAlt: string; imgWidth: number; imgHeight: number },
  imageCategories: readonly { images: readonly { img: string; width: number; height: number; alt: string }[] }[] = []
): GalleryImage[] {
  const out: GalleryImage[] = [{ src: item.img, alt: item.imgAlt, width: item.imgWidth, height: item.imgHeight }];
  for (const image of imageCategories.flatMap((c) => c.images)) {
    if (!out.some((seen) => seen.src === image.img))
      out.push({ src: image.img, alt: image.alt, width: image.width, height: image.height });
  }
  return out;
}
