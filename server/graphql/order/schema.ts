import { builder } from './builder';

builder.queryType({
  fields: (t) => ({
    _service: t.string({ description: '서비스 이름 (동작 확인용)', resolve: () => 'order' }),
  }),
});

export const orderSchema = builder.toSchema({ sortSchema: true });
