import type { RouterOutputs } from "../../../routers/index";

export type StoreTeam = RouterOutputs["teams"]["list"][number];
export type StoreProduct = RouterOutputs["commerce"]["products"][number];
export type CartLine = RouterOutputs["commerce"]["cart"][number];
export type Checkout = RouterOutputs["commerce"]["createPaymentIntent"];
export type PlacedOrder = RouterOutputs["commerce"]["order"];
export type PaymentConfig = RouterOutputs["commerce"]["paymentConfig"];
