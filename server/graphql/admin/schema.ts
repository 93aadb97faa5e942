import { builder } from './builder';
import './types/me';
import './types/operator';
import './types/audit';
import './types/businesses';
import './types/members';
import './types/settlements';
import './types/returns';
import './types/orders';
import './types/moderation';
import './types/claims';
import './types/modelRequests';
import './types/messageReports';
import './types/inquiries';

builder.queryType({});
builder.mutationType({});

export const adminSchema = builder.toSchema({ sortSchema: true });
