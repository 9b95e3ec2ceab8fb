import { router } from "../../server/trpc";
import { registerCompany } from "./companies";
import { listFranchiseRegistrations, registerFranchise, applyFranchise } from "./franchises";
import { listOutbox } from "./outbox";
import { listPlayerRegistrations, registerPlayer, applyPlayer } from "./players";
import { listSponsorRegistrations, registerSponsor, applySponsor } from "./sponsors";
import { listStaffRegistrations, registerStaff, applyStaff } from "./staff";
import { createUser } from "./users";

/**
 * The registration portal: one call per role for the site (`apply<Kind>`: person and registration in one
 * transaction), the two REST calls partners use (`POST /api/users`, then `POST /api/registrations/<kind>`),
 * their admin lists, the global company registration (`POST /api/sponsors`) and the mail outbox.
 */
export const registrationsRouter = router({
  applyPlayer,
  applyStaff,
  applySponsor,
  applyFranchise,
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
