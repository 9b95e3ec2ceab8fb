import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useTranslation } from "~/lib/translations";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import {
  CheckboxGroup,
  ConformForm,
  FormActions,
  SelectField,
  TextField,
  useConformForm,
  useOptions,
  type ConformField,
} from "~/components/forms/conform";
import { INVITABLE_ROLES, InvitationSchema, LANGUAGES } from "@shared/forms/account.schema";
import { PersonTeamsFormSchema, TEAM_ROLES } from "@shared/forms/people.schema";
import { formatDateTime } from "@shared/format";
import { describeMutationError } from "~/lib/forms";
import { useTRPC } from "~/lib/trpc";
import { AuditTrail } from "./audit-trail";
import type { AdminPerson, AdminTeam } from "./types";

const isTeamRole = (role: unknown) => (TEAM_ROLES as readonly unknown[]).includes(role);

/**
 * The people who run the tournament — role, invited or active, their teams and the matches
 * they officiate — inviting someone, a franchise manager's or captain's teams, and who did what.
 */
export function PeopleTab({ teams }: { teams: AdminTeam[] }) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const people = useQuery(trpc.admin.people.queryOptions());
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<AdminPerson | null>(null);
  const teamName = new Map(teams.map((team) => [team.id, team.name]));
  const name = (id: string) => teamName.get(id) ?? t("admin.matches.unknownTeam");

  return (
    <div className="space-y-8">
      <section aria-labelledby="admin-people" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="admin-people" className="text-xl font-bold">
            {t("admin.people.title")}
          </h2>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setInviting(true)} data-testid="invite-open">
            <UserPlus aria-hidden="true" className="size-4" /> {t("admin.people.invite")}
          </button>
        </div>
        <p className="text-sm text-base-content/80">{t("admin.people.intro")}</p>
        {people.error ? (
          <p role="alert" className="text-error">
            {describeMutationError(people.error, t("admin.people.loadFailed")).message}
          </p>
        ) : !people.data ? (
          <p role="status">{t("admin.people.loading")}</p>
        ) : (
          <div
            className="overflow-x-auto rounded-box bg-base-100 shadow-sm"
            tabIndex={0}
            role="region"
            aria-labelledby="admin-people"
          >
            <table className="table" data-testid="people-table">
              <caption className="sr-only">{t("admin.people.caption", { count: people.data.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("admin.people.person")}</th>
                  <th scope="col">{t("admin.people.role")}</th>
                  <th scope="col">{t("admin.people.status")}</th>
                  <th scope="col">{t("admin.people.teams")}</th>
                  <th scope="col">{t("admin.people.matches")}</th>
                </tr>
              </thead>
              <tbody>
                {people.data.map((p) => {
                  const full = `${p.firstName} ${p.lastName}`.trim();
                  return (
                    <tr key={p.id} data-testid="person-row" data-email={p.email}>
                      <th scope="row" className="font-normal">
                        <span className="block font-medium">{full}</span>
                        <span className="block break-all text-sm text-base-content/80">{p.email}</span>
                      </th>
                      <td>{t(`admin.people.roles.${p.role}`)}</td>
                      <td>
                        <span
                          className={`badge whitespace-nowrap ${p.status === "active" ? "badge-success" : "badge-warning"}`}
                          data-testid="person-status"
                        >
                          {t(`admin.people.statuses.${p.status}`)}
                        </span>
                      </td>
                      <td>
                        <div className="flex flex-wrap items-center gap-2">
                          <span data-testid="person-teams">
                            {p.teamIds
                              .map(name)
                              .sort((a, b) => a.localeCompare(b, i18n.language))
                              .join(", ") || "—"}
                          </span>
                          {isTeamRole(p.role) ? (
                            <button
                              type="button"
                              className="btn btn-ghost btn-sm"
                              onClick={() => setEditing(p)}
                              aria-label={t("admin.people.editTeamsFor", { name: full })}
                              data-testid="person-teams-edit"
                            >
                              {t("admin.people.editTeams")}
                            </button>
                          ) : null}
                        </div>
                      </td>
                      <td>
                        {p.officiates.length ? (
                          <ul className="space-y-1 text-sm" data-testid="person-matches">
                            {p.officiates.map((o) => (
                              <li key={o.matchId}>
                                {t("admin.people.officiates", {
                                  home: name(o.homeTeamId),
                                  away: name(o.awayTeamId),
                                  when: formatDateTime(i18n.language, o.matchDate),
                                  position: t(`admin.officials.positions.${o.position}`),
                                })}
                              </li>
                            ))}
                          </ul>
                        ) : (
                          "—"
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <AuditTrail />
      <Dialog
        open={inviting}
        onClose={() => setInviting(false)}
        title={t("admin.people.inviteTitle")}
        description={t("admin.people.inviteText")}
        wide
      >
        {inviting ? <InviteForm teams={teams} onClose={() => setInviting(false)} /> : null}
      </Dialog>
      <Dialog
        open={!!editing}
        onClose={() => setEditing(null)}
        title={t("admin.people.teamsTitle")}
        description={editing ? t("admin.people.teamsText", { name: `${editing.firstName} ${editing.lastName}` }) : undefined}
        wide
      >
        {editing ? <PersonTeamsForm person={editing} teams={teams} onClose={() => setEditing(null)} /> : null}
      </Dialog>
    </div>
  );
}

/** The queries a change of people refreshes: the list (here and the officials' choices) and the trail. */
function useRefreshPeople() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.admin.people.queryFilter()),
      queryClient.invalidateQueries(trpc.admin.auditEvents.pathFilter()),
    ]);
}

function InviteForm({ teams, onClose }: { teams: AdminTeam[]; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const refresh = useRefreshPeople();
  const roles = useOptions(INVITABLE_ROLES, "admin.people.roles");
  const languages = useOptions(LANGUAGES, "admin.people.languages");
  const conform = useConformForm({
    action: "/admin",
    intent: "invite",
    schema: InvitationSchema,
    defaultValue: { role: "franchise_manager", language: i18n.language === "es" ? "es" : "en" },
    invalidate: refresh,
    onSuccess: (data) => {
      toast({ title: t("admin.people.invited", { email: (data as { email: string }).email }), variant: "success" });
      onClose();
    },
  });
  const fields = conform.fields as Record<"email" | "firstName" | "lastName" | "role" | "language" | "teamIds", ConformField>;
  const role = fields.role.value;
  return (
    <ConformForm conform={conform} className="space-y-4" testId="invite-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.firstName} required autoComplete="off" />
        <TextField field={fields.lastName} required autoComplete="off" />
        <TextField field={fields.email} type="email" required autoComplete="off" />
        <SelectField field={fields.role} label={t("admin.people.role")} options={roles} required testId="invite-role" />
        <SelectField
          field={fields.language}
          label={t("admin.people.language")}
          hint={t("admin.people.languageHint")}
          options={languages}
        />
      </div>
      {isTeamRole(role) ? (
        <CheckboxGroup
          field={fields.teamIds}
          legend={t("admin.people.teamsLegend")}
          required
          options={teams.map((team) => ({ value: team.id, label: team.name }))}
        />
      ) : role === "referee" ? (
        <p className="text-sm text-base-content/80">{t("admin.people.refereeHint")}</p>
      ) : null}
      <FormActions conform={conform} onCancel={onClose} label={t("admin.people.send")} busyLabel={t("admin.people.sending")} />
    </ConformForm>
  );
}

function PersonTeamsForm({ person, teams, onClose }: { person: AdminPerson; teams: AdminTeam[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const refresh = useRefreshPeople();
  const conform = useConformForm({
    action: "/admin",
    intent: "personTeams",
    schema: PersonTeamsFormSchema,
    id: `person-teams-${person.id}`,
    defaultValue: { userId: person.id, teamIds: person.teamIds },
    invalidate: refresh,
    onSuccess: () => {
      toast({ title: t("admin.people.teamsSaved"), variant: "success" });
      onClose();
    },
  });
  const fields = conform.fields as Record<"teamIds", ConformField>;
  return (
    <ConformForm conform={conform} className="space-y-4" testId="person-teams-form">
      <input type="hidden" name="userId" value={person.id} />
      <CheckboxGroup
        field={fields.teamIds}
        legend={t("admin.people.teamsLegend")}
        options={teams.map((team) => ({ value: team.id, label: team.name }))}
      />
      <FormActions
        conform={conform}
        onCancel={onClose}
        label={t("admin.people.saveTeams")}
        busyLabel={t("admin.people.saving")}
      />
    </ConformForm>
  );
}
