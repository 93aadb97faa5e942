/** Link-preview image size every share target accepts (Facebook, KakaoTalk, X). */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

export type OgImage = { url: string; width: number; height: number; alt: string };

/**
 * The 1200×630 PNG rendering of a stored image, served by `/app/v4/images/{id}/og.png`.
 * Preview bots don't read SVG, so pages point og:image here instead of at the picture itself.
 */
export function ogImageFor(siteUrl: string, imageId: number, alt: string): OgImage {
  return {
    url: `${siteUrl.replace(/\/$/, '')}/app/v4/images/${imageId}/og.png`,
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
    alt,
  };
}
