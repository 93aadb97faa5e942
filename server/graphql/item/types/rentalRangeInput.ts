import { builder } from '../builder';

/** A rental range `{ start, end }` (Seoul dates, both included); checked by the one range rule (lib/rentalRange). */
export const RentalRangeInputRef = builder.inputType('RentalRangeInput', {
  fields: (t) => ({
    start: t.string({ required: true, description: '대여 시작일 YYYY-MM-DD' }),
    end: t.string({ required: true, description: '반납일 YYYY-MM-DD (포함)' }),
  }),
});
