import { router } from "../../server/trpc";
import { cartProcedures } from "./cart";
import { catalogueProcedures } from "./catalogue";
import { checkoutProcedures } from "./checkout";
import { franchiseRouter } from "./franchise";

/** Team store (products, cart, checkout, orders, stock) and franchise management. */
export const commerceRouter = router({
  ...catalogueProcedures,
  ...cartProcedures,
  ...checkoutProcedures,
  franchise: franchiseRouter,
});
