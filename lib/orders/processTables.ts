/**
 * Every table by id, for code that handles all alike (a status column names its process). Only the
 * small tables and their types: a screen imports this (with ./engine), not lib/orders' index,
 * so the cancellation rules and the rest stay out of its bundle.
 */
import { contract } from './contract';
import { orderReturn } from './orderReturn';
import { payment } from './payment';
import { rentalDeposit } from './rentalDeposit';
import { rentalReservation } from './rentalReservation';
import { saleOrder } from './saleOrder';
import type { AnyProcess, ProcessId } from './types';

export const processes: Readonly<Record<ProcessId, AnyProcess>> = {
  rentalReservation,
  contract,
  saleOrder,
  payment,
  orderReturn,
  rentalDeposit,
};
