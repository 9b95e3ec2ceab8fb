import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { langFromMatches } from "~/lib/meta";
import { translate } from "@shared/i18n/strings";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = ({ matches }: { matches: Parameters<typeof langFromMatches>[0] }) => [
  { title: translate(langFromMatches(matches), "notFound.title") },
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage() {
  return <NotFound />;
}
