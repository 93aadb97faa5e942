import { builder } from './builder';
import './types/me';
import './types/referral';
import './types/checkout';
import './types/cards';
import './types/shippingAddress';
import './types/couponBook';
import './types/memberOrders';
import './types/orderComplete';
import './types/sellerOrders';
import './types/sellerToday';
import './types/conditionReports';
import './types/sellerSettlements';
import './types/orderReturns';
import './types/deposits';

builder.queryType({
  fields: (t) => ({
    _service: t.string({ description: '서비스 이름 (동작 확인용)', resolve: () => 'order' }),
  }),
});

// Member actions (`us_` operations) add their fields with builder.mutationFields in their own files.
builder.mutationType({});

export const orderSchema = builder.toSchema({ sortSchema: true });
