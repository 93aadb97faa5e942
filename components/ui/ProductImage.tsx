import Head from 'next/head';
import styles from './ProductImage.module.css';

type Props = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /**
   * true: above the fold, fetched eagerly at high priority. 'lcp': the page's largest picture, which
   * is also announced in <head>, before the stylesheets and scripts, so its request starts first.
   */
  priority?: boolean | 'lcp';
  rounded?: boolean;
  /** How wide a lead picture is drawn (its `sizes`); by default the whole column. */
  sizes?: string;
};

// Pictures of our image route come in two widths: `?w=480` (the stored 480 px copy) and the full one
// (longest side ≤ 1600 px). Drawn pictures are WebP copies of the drawing, like photos.
const IMAGE_ROUTE = /^\/app\/v4\/images\/\d+$/;
const THUMB_WIDTH = 480;
const FULL_WIDTH = 1600;

/**
 * Cards and thumbnails (at most half the column, 240 CSS px) take the 480 px copy: sharp enough at a
 * phone's 2× to 3×, where a srcset would make a 3× phone fetch the full photo for every card. A lead
 * picture (across the column) offers both and lets the phone choose.
 */
function sourcesOf(src: string, rounded: boolean, width: number, sizes: string | undefined) {
  if (!IMAGE_ROUTE.test(src)) return { src };
  if (rounded || width <= 120) return { src: `${src}?w=${THUMB_WIDTH}` };
  return {
    src,
    srcSet: `${src}?w=${THUMB_WIDTH} ${THUMB_WIDTH}w, ${src} ${FULL_WIDTH}w`,
    sizes: sizes ?? '(max-width: 480px) 100vw, 480px',
  };
}

/**
 * Pictures always carry width and height, so the layout never shifts while they load; below the
 * fold they load lazily. A priority picture (the page's largest, its LCP) is fetched first and
 * eagerly, and decoded off the main thread.
 */
export function ProductImage({ src, alt, width, height, priority = false, rounded = true, sizes }: Props) {
  const sources = sourcesOf(src, rounded, width, sizes);
  return (
    <>
      {priority === 'lcp' ? (
        <Head>
          <link
            key="lcp-image"
            rel="preload"
            as="image"
            href={sources.src}
            imageSrcSet={sources.srcSet}
            imageSizes={sources.sizes}
            fetchPriority="high"
          />
        </Head>
      ) : null}
      {/* eslint-disable-next-line @next/next/no-img-element -- drawn pictures and photos come from our own image route */}
      <img
        className={rounded ? styles.rounded : styles.image}
        {...sources}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
      />
    </>
  );
}
