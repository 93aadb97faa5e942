/**
 * The interaction events the model and item pages send (pb_createInteractionEvent, docs/product.md §3
 * capture payload interaction) and the recommender weighs. One vocabulary for the sender and the
 * reader: a name the ranking does not know still counts, at the flat interaction weight.
 */
export const INTERACTION_EVENT = {
  /** eventValue: whole seconds the page was visible, sent once when it is hidden or left. */
  DWELL_SECONDS: 'DWELL_SECONDS',
  /** eventValue: how many times the shopper swiped the picture gallery during the page view. */
  GALLERY_SWIPE: 'GALLERY_SWIPE',
  /** eventValue: 1, the first time a spec or geometry table is opened during the page view. */
  SPEC_OPEN: 'SPEC_OPEN',
} as const;

export type InteractionEventType = (typeof INTERACTION_EVENT)[keyof typeof INTERACTION_EVENT];

/**
 * Longer than this, the phone was most likely left on the page: half an hour of reading is already
 * the strongest interest a dwell can show, and a cap keeps one forgotten tab from outweighing weeks.
 */
export const MAX_DWELL_SECONDS = 30 * 60;
