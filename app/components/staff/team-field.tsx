import { useTranslation } from "~/lib/translations";
import { SelectField, type FormState, type FormValues } from "~/components/forms/form-kit";
import type { TeamOption } from "./types";

/** The team a staff member or a task belongs to; none chosen means the whole organisation. */
export function TeamField<T extends FormValues & { teamId: string }>({ form, teams, onChange }: {
  form: FormState<T>; teams: TeamOption[]; onChange?: (teamId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      form={form}
      name="teamId"
      options={teams.map((team) => ({ value: team.id, label: team.name }))}
      placeholder={t("staff.form.chooseTeam")}
      onChange={onChange}
    />
  );
}
