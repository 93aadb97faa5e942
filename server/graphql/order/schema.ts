import { builder } from './builder';
import './types/me';
import './types/referral';

builder.queryType({
  fields: (t) => ({
    _service: t.string({ description: '서비스 이름 (동작 확인용)', resolve: () => 'order' }),
  }),
});

// Member actions (`us_` operations) add their fields with builder.mutationFields in their own files.
builder.mutationType({});

export const orderSchema = builder.toSchema({ sortSchema: true });
