import { DEMO_START_PATTERN } from "../db/seeders/demo-calendar";
import { existsSync } from "node:fs";
import { z } from "zod";
import { parseHost } from "./client-address";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  AUTH_MODE: z.enum(["required", "off"]).default("required"),
  PUBLIC_URL: z.string().url().optional(),
  /** Host names answered besides PUBLIC_URL's and loopback (server/hosts.ts), comma-separated: `tradescup.example,www.tradescup.example`. */
  ALLOWED_HOSTS: z
    .string()
    .refine(
      (list) =>
        list
          .split(",")
          .map((h) => h.trim())
          .filter(Boolean)
          .every(isHostName),
      {
        message:
          "ALLOWED_HOSTS must be host names separated by commas (no scheme, path or port), e.g. tradescup.example,www.tradescup.example",
      },
    )
    .optional(),
  /** Origins whose pages may call the REST API from a browser (server/http-api.ts), comma-separated: `https://partner.example`. None by default. */
  CORS_ORIGINS: z
    .string()
    .refine(
      (list) =>
        list
          .split(",")
          .map((o) => o.trim())
          .filter(Boolean)
          .every(isOrigin),
      {
        message:
          "CORS_ORIGINS must be origins separated by commas (scheme, host and port only), e.g. https://partner.example,https://app.partner.example",
      },
    )
    .optional(),
  /**
   * Let the server call http:// and private-network addresses users give (webhooks, logos, push
   * endpoints: server/outbound/guarded-http.ts). Local tests only; logged at start-up when on.
   */
  ALLOW_PRIVATE_NETWORK_URLS: z.enum(["true", "false"]).default("false"),
  /** Believe X-Forwarded-For/-Host/-Proto (only behind a reverse proxy that sets them). */
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Trades Cup <no-reply@tradescup.example>"),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(12).optional(),
  /**
   * The embedded demo's calendar (db/seeders/demo-calendar.ts): unset, its tournament is placed around the
   * day it is first started, half-way through; a date (YYYY-MM-DD) opens the group stage that day, every
   * match ahead. Read on the demo database's first start only; a real database is never moved.
   */
  DEMO_START: z
    .string()
    .regex(DEMO_START_PATTERN, { message: "DEMO_START must be a date, YYYY-MM-DD (e.g. 2026-06-11)" })
    .refine(
      (v) => {
        const day = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
      },
      { message: "DEMO_START is not a real date" },
    )
    .optional(),
  LOG_REQUESTS: z.enum(["true", "false"]).default("true"),
  /** `debug` adds the database's SQL log (statements only, values never: see db/config.ts). */
  LOG_LEVEL: z.enum(["info", "debug"]).default("info"),
  /** Scheduled backups (server/backups.ts): the folder, default DATA_DIR/backups; off without BACKUP_EVERY_HOURS. */
  BACKUP_DIR: z.string().optional(),
  BACKUP_EVERY_HOURS: z.coerce.number().min(0).max(168).default(0),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(24),
});

/** `https://host[:port]` and nothing more. */
function isOrigin(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value.replace(/\/$/, "");
  } catch {
    return false;
  }
}

/** A bare host name or address as a Host header names it, without port, scheme or path. */
const isHostName = (value: string) => /^[^:]+$|^\[[^\]]+\]$/.test(parseHost(value) ?? ":");

export type Env = z.infer<typeof EnvSchema>;

/** Reads `.env` into process.env when present (variables already set win). */
export function loadDotEnv(file = ".env") {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Parses the environment once at start-up and fails fast with every bad variable named. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return parsed.data;
}
