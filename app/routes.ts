import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("media", "routes/media.tsx"),
  route("media-kit", "routes/media-kit.ts"),
  route("teams", "routes/teams.tsx"),
  route("teams/:id", "routes/team.tsx"),
  route("tournament", "routes/tournament.tsx"),
  route("sponsors", "routes/sponsors.tsx"),
  route("shop", "routes/shop.tsx"),
  route("franchise", "routes/franchise.tsx"),
  route("players", "routes/players.tsx"),
  route("staff", "routes/staff.tsx"),
  route("register", "routes/register.tsx"),
  route("fun-facts", "routes/fun-facts.tsx"),
  route("admin", "routes/admin.tsx"),
  route("login", "routes/login.tsx"),
  route("ai-dashboard-enhanced", "routes/ai-dashboard.tsx", { id: "ai-dashboard-enhanced" }),
  route("ai-dashboard", "routes/ai-dashboard.tsx", { id: "ai-dashboard" }),
  route("global-companies", "routes/global-companies.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
