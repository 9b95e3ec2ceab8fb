import { useTranslation } from "~/lib/translations";
import { SelectField, type ConformField } from "~/components/forms/conform";
import type { TeamOption } from "./types";

/** The team a staff member or a task belongs to; none chosen means the whole organisation. */
export function TeamField({
  field,
  teams,
  onChange,
}: {
  field: ConformField;
  teams: TeamOption[];
  onChange?: (teamId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      field={field}
      options={teams.map((team) => ({ value: team.id, label: team.name }))}
      placeholder={t("staff.form.chooseTeam")}
      onChange={onChange}
    />
  );
}
