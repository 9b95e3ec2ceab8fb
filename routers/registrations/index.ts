import { router } from "../../server/trpc";
import { registerCompany } from "./companies";
import { listFranchiseRegistrations, registerFranchise } from "./franchises";
import { listOutbox } from "./outbox";
import { listPlayerRegistrations, registerPlayer } from "./players";
import { listSponsorRegistrations, registerSponsor } from "./sponsors";
import { listStaffRegistrations, registerStaff } from "./staff";
import { createUser } from "./users";

/**
 * The registration portal's two calls per role (`POST /api/users`, then `POST /api/registrations/<kind>`),
 * their admin lists, the global company registration (`POST /api/sponsors`) and the mail outbox.
 */
export const registrationsRouter = router({
  createUser,
  registerPlayer,
  registerStaff,
  registerSponsor,
  registerFranchise,
  registerCompany,
  players: listPlayerRegistrations,
  staff: listStaffRegistrations,
  sponsors: listSponsorRegistrations,
  franchises: listFranchiseRegistrations,
  outbox: listOutbox,
});
