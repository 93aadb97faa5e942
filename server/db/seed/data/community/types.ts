/**
 * Community post copy. Placeholders: {model} brand and model name, {name} model name only, {brand},
 * {other} a second model of the same category, {place} a riding place or resort, {height} a rider's
 * height in cm, {price} a price in won with commas. Particles are written 은(는), 을(를) … and fixed
 * after filling.
 *
 * A post is one topic: its title and first sentence belong together, and its middle sentences are
 * drawn from the topic's own pool plus the board's shared pool, so a post stays on one subject.
 */
export type BoardCode = 'free' | 'review' | 'qna';

export type Topic = { title: string; opener: string; middles?: readonly string[] };

export type BoardCopy = { topics: readonly Topic[]; middles: readonly string[]; closers: readonly string[] };

export type SportCopy = Record<BoardCode, BoardCopy>;
