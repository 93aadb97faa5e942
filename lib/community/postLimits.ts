/** The sizes of a community post, shared by the write form's counters and the item service's checks. */
export const POST_LIMITS = {
  titleMin: 2,
  titleMax: 80,
  contentMin: 10,
  contentMax: 5_000,
  maxPhotos: 10,
  maxModels: 5,
} as const;
