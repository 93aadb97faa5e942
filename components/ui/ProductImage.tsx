import styles from './ProductImage.module.css';

type Props = { src: string; alt: string; width: number; height: number; priority?: boolean; rounded?: boolean };

/**
 * Pictures always carry width and height, so the layout never shifts while they load; below the
 * fold they load lazily.
 */
export function ProductImage({ src, alt, width, height, priority = false, rounded = true }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- drawn SVGs come from our own image route
    <img
      className={rounded ? styles.rounded : styles.image}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
