/**
 * Trim variants a catalogue line really comes in, by category, with their price factor against the
 * base model: road and MTB lines get special and limited editions, e-bikes a bigger battery, skis a
 * women's (W) or titanal (Ti) version, boots a low- or high-volume last or a women's shell, helmets
 * a MIPS liner, goggles an Asian fit. Added after the model name ("Escape 3 Disc", "Hawx Prime 110 S LV").
 */
export type Trim = readonly [suffix: string, priceFactor: number];

export const trimsByCategory: Record<string, readonly Trim[]> = {
  road: [
    ['Disc', 1.08],
    ['SE', 0.94],
    ['LTD', 1.12],
    ['Team Edition', 1.2],
  ],
  gravel: [
    ['EQ', 1.06],
    ['SE', 0.94],
    ['LTD', 1.1],
  ],
  mtb_hardtail: [
    ['SE', 0.93],
    ['LTD', 1.1],
    ['Race', 1.15],
  ],
  mtb_full: [
    ['SE', 0.93],
    ['LTD', 1.1],
    ['Race', 1.15],
  ],
  hybrid: [
    ['Disc', 1.07],
    ['SE', 0.95],
    ['EQ', 1.06],
  ],
  folding: [
    ['Special Edition', 1.1],
    ['Black Edition', 1.08],
    ['LTD', 1.12],
  ],
  minivelo: [
    ['Special Edition', 1.1],
    ['Black Edition', 1.08],
  ],
  city: [
    ['LTD', 1.08],
    ['SE', 0.95],
    ['Basket', 1.05],
  ],
  kids: [
    ['SE', 0.95],
    ['LTD', 1.08],
  ],
  ebike: [
    ['625Wh', 1.12],
    ['SE', 0.94],
    ['LTD', 1.08],
  ],
  emtb: [
    ['750Wh', 1.1],
    ['SE', 0.94],
    ['LTD', 1.08],
  ],
  ski_race: [
    ['W', 1],
    ['Ti', 1.12],
    ['Pro', 1.15],
  ],
  ski_allmountain: [
    ['W', 1],
    ['Ti', 1.12],
    ['LTD', 1.08],
  ],
  ski_freestyle: [
    ['W', 1],
    ['Pro', 1.1],
  ],
  snowboard: [
    ['Wide', 1.03],
    ['LTD', 1.1],
    ['Jr', 0.7],
  ],
  ski_boots: [
    ['W', 1],
    ['LV', 1.02],
    ['HV', 1],
    ['GW', 1.04],
  ],
  board_boots: [
    ['W', 1],
    ['Wide', 1.03],
  ],
  helmet: [
    ['MIPS', 1.2],
    ['Asian Fit', 1],
  ],
  goggles: [
    ['Asian Fit', 1],
    ['Low Bridge Fit', 1],
  ],
};

/** Earlier model years a line is still sold in (shops clear last seasons' stock). */
export const EARLIER_YEARS = [1, 2, 3] as const;

/** An earlier year costs less: list prices rise a few percent a year. */
export const YEAR_PRICE_FACTOR = 0.94;
