/** Every picture, drawn or uploaded, is served by one pipeline (pages/api/v4/images/[id]). */
export function imageUrl(imageId: number): string {
  return `/app/v4/images/${imageId}`;
}
