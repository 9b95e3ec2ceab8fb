import { data } from "react-router";
import { TRPCError } from "@trpc/server";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/team";
import { PageHeader } from "~/components/ui/page-header";
import { langFromMatches } from "~/lib/meta";
import { translate } from "~/lib/i18n";

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    return { team: await context.trpc.teams.byId({ id: params.id }) };
  } catch (e) {
    if (e instanceof TRPCError && (e.code === "NOT_FOUND" || e.code === "BAD_REQUEST")) throw data(null, { status: 404 });
    throw e;
  }
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const lang = langFromMatches(matches);
  return [{ title: `${d?.team.name ?? translate(lang, "pages.team.title")} | ${translate(lang, "brand.name")}` }];
};

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { team } = loaderData;
  return (
    <PageHeader
      title={team.name}
      kicker={team.trade}
      description={team.logoConcept}
      breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("nav.teams"), to: "/teams" }, { label: team.name }]}
    />
  );
}
