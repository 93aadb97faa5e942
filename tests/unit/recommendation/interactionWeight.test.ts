import { INTERACTION_EVENT } from '@/lib/capture/interactionEvents';
import {
  DWELL_FULL_SECONDS,
  DWELL_MIN_SECONDS,
  INTERACTION_WEIGHT,
  interactionWeight,
  interestByModel,
  MAX_SWIPE_WEIGHT,
  SWIPE_WEIGHT,
} from '@/server/domain/recommendation/ranking';

const { DWELL_SECONDS, GALLERY_SWIPE, SPEC_OPEN } = INTERACTION_EVENT;

describe('interaction events weigh by kind and value', () => {
  it('a bounce adds nothing; a read grows with its seconds up to an opened spec, and no further', () => {
    expect(interactionWeight(DWELL_SECONDS, 0)).toBe(0);
    expect(interactionWeight(DWELL_SECONDS, DWELL_MIN_SECONDS - 1)).toBe(0);
    expect(interactionWeight(DWELL_SECONDS, DWELL_MIN_SECONDS)).toBeGreaterThan(0);
    expect(interactionWeight(DWELL_SECONDS, 60)).toBeCloseTo(INTERACTION_WEIGHT * (60 / DWELL_FULL_SECONDS));
    expect(interactionWeight(DWELL_SECONDS, 60)).toBeLessThan(interactionWeight(DWELL_SECONDS, 90));
    expect(interactionWeight(DWELL_SECONDS, DWELL_FULL_SECONDS)).toBe(interactionWeight(SPEC_OPEN, 1));
    expect(interactionWeight(DWELL_SECONDS, 1800)).toBe(INTERACTION_WEIGHT);
  });

  it('an opened spec is a full interaction whatever its value', () => {
    expect(interactionWeight(SPEC_OPEN, 1)).toBe(INTERACTION_WEIGHT);
    expect(interactionWeight(SPEC_OPEN, 0)).toBe(INTERACTION_WEIGHT);
  });

  it('swipes add a little each, capped', () => {
    expect(interactionWeight(GALLERY_SWIPE, 0)).toBe(0);
    expect(interactionWeight(GALLERY_SWIPE, 1)).toBe(SWIPE_WEIGHT);
    expect(interactionWeight(GALLERY_SWIPE, 2)).toBe(2 * SWIPE_WEIGHT);
    expect(interactionWeight(GALLERY_SWIPE, 40)).toBe(MAX_SWIPE_WEIGHT);
  });

  it('names from before this vocabulary keep the flat weight; a nonsense value weighs nothing extra', () => {
    expect(interactionWeight('spec_open', 3)).toBe(INTERACTION_WEIGHT);
    expect(interactionWeight(DWELL_SECONDS, Number.NaN)).toBe(0);
    expect(interactionWeight(GALLERY_SWIPE, -3)).toBe(0);
  });

  it('a long read of one model outweighs a bounce on another in the visitor’s interest', () => {
    const at = new Date('2026-11-23T03:00:00Z');
    const interest = interestByModel(
      [
        { modelId: 1, itemId: null, at, weight: interactionWeight(DWELL_SECONDS, 240) },
        { modelId: 2, itemId: null, at, weight: interactionWeight(DWELL_SECONDS, 4) },
      ],
      at
    );
    expect(interest.get(1)).toBe(INTERACTION_WEIGHT);
    expect(interest.get(2)).toBe(0);
  });
});
