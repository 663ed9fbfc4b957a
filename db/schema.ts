import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ButtonOptions } from "#core/chat-button";
import type { OpeningHours } from "#core/opening-hours";
import type { TeamRotation } from "#core/team-link";
import type { WorkspaceRole } from "#core/workspace-roles";

/**
 * One schema for both drivers (PGlite and PostgreSQL): plain types only, no
 * extensions, so the same generated migrations run unchanged on each.
 */

/**
 * People who signed up. The email is stored lower-cased (the check keeps it so),
 * which makes the unique constraint case-insensitive. A banned account cannot log
 * in and its links resolve as not found.
 */
export const accounts = pgTable(
  "accounts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull().unique(),
    /** `scrypt$N$r$p$salt$hash` (base64); null means no password is set and nobody can log in as it. */
    passwordHash: text("password_hash"),
    /** When the person confirmed they meet the minimum age at sign-up. */
    ageConfirmedAt: timestamp("age_confirmed_at", { withTimezone: true }),
    bannedAt: timestamp("banned_at", { withTimezone: true }),
    /** When the person opened the link mailed to `email`; cleared when the email changes (docs/decisions/0134). */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("accounts_email_lower_check", sql`${t.email} = lower(${t.email})`)],
);

/**
 * Links mailed to confirm an account's address, stored as the SHA-256 hex of the token.
 * `email` is the address it was sent to: once the account's email changes, it confirms nothing.
 */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("email_verification_tokens_account_id_idx").on(t.accountId)],
);

/**
 * Server-side sessions. The id is the SHA-256 hex of the random token in the
 * cookie, never the token itself, so a leaked table cannot be replayed.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_account_id_idx").on(t.accountId)],
);

/** Single-use password-reset tokens, stored as the SHA-256 hex of the token sent by email. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_reset_tokens_account_id_idx").on(t.accountId)],
);

export const LINK_STATUSES = ["active", "removed"] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

export const links = pgTable(
  "links",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** As created (an alias keeps the case it was typed in). */
    code: text("code").notNull(),
    /**
     * Lower-case lookup key: codes and aliases match case-insensitively. Unique per host
     * (issue 25): once on the main host (`domain_id` null), once on each custom domain.
     */
    codeKey: text("code_key").notNull(),
    /** The custom domain it is served on (docs/decisions/0156-custom-domain-hosts); null: PUBLIC_URL's host. */
    domainId: text("domain_id").references((): AnyPgColumn => domains.id, { onDelete: "cascade" }),
    /** Digits only, country code first; null for a team link (its agents hold the numbers). */
    phone: text("phone"),
    message: text("message"),
    status: text("status").$type<LinkStatus>().notNull().default("active"),
    removedReason: text("removed_reason"),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** HMAC of the creator's address with the installation secret — never the address itself. */
    creatorFingerprint: text("creator_fingerprint"),
    /**
     * The workspace whose link it is (docs/decisions/0133); null for a link made signed out
     * and not claimed. Deleting a workspace (an account's personal one goes with the
     * account) deletes its links and, by cascade, their click rollups.
     */
    workspaceId: text("workspace_id").references((): AnyPgColumn => workspaces.id, { onDelete: "cascade" }),
    /**
     * SHA-256 hex of a token kept by the browser that created the link while signed
     * out, so that browser can claim it into an account later. Null once claimed.
     */
    claimTokenHash: text("claim_token_hash"),
    /**
     * For a link imported without an alias: a hash of its scope, number and message, so
     * importing the same file again creates nothing new (docs/decisions/0129). Null otherwise.
     */
    importKey: text("import_key").unique(),
    /** Who made the link (docs/decisions/0132); null: made signed out, or by the operator's import. */
    createdBy: integer("created_by").references(() => accounts.id, { onDelete: "set null" }),
    /** Who last changed its destination; null: never changed since it was made. */
    updatedBy: integer("updated_by").references(() => accounts.id, { onDelete: "set null" }),
    /** The dashboard import that made it (undone as a whole); null: made otherwise. */
    importId: text("import_id").references((): AnyPgColumn => linkImports.id, { onDelete: "set null" }),
    /** A team link's rule for choosing among its agents (link_agents); null for a one-number link. */
    rotation: text("rotation").$type<TeamRotation>(),
    /** A team link's agent for when none of its agents is open; null: the closed page. */
    fallbackAgentId: text("fallback_agent_id").references((): AnyPgColumn => agents.id, {
      onDelete: "set null",
    }),
    /** QR codes the site draws for this link carry `?ref=qr`, so scans are told from clicks. */
    qrRef: boolean("qr_ref").notNull().default(true),
    /** The chat button's options (core/chat-button.ts); null: the defaults. Public through /api/button/<code>. */
    button: jsonb("button").$type<ButtonOptions>(),
  },
  (t) => [
    check("links_status_check", sql`${t.status} in ('active', 'removed')`),
    // A link has either one number or a team of agents, never both.
    check("links_destination_check", sql`(${t.phone} is null) <> (${t.rotation} is null)`),
    check("links_rotation_check", sql`${t.rotation} in ('round_robin', 'weighted', 'sticky')`),
    index("links_import_id_idx").on(t.importId),
    index("links_creator_fingerprint_idx").on(t.creatorFingerprint),
    index("links_workspace_id_idx").on(t.workspaceId, t.id),
    index("links_claim_token_hash_idx").on(t.claimTokenHash),
    // Two partial indexes rather than one over coalesce(): the main host's lookup
    // (`code_key = any($1) and domain_id is null`) keeps a plain index on code_key.
    uniqueIndex("links_code_key_unique").on(t.codeKey).where(sql`${t.domainId} is null`),
    uniqueIndex("links_domain_code_key_unique")
      .on(t.domainId, t.codeKey)
      .where(sql`${t.domainId} is not null`),
    // A link on a custom domain belongs to that domain's workspace: moving it to another
    // workspace without dropping its domain is refused by the database (docs/product.md).
    foreignKey({
      name: "links_domain_workspace_fk",
      columns: [t.domainId, t.workspaceId],
      foreignColumns: [domains.id, domains.workspaceId],
    }).onDelete("cascade"),
  ],
);

/** Creators (by fingerprint) barred from creating links; their links resolve as not found. */
export const bannedCreators = pgTable("banned_creators", {
  fingerprint: text("fingerprint").primaryKey(),
  reason: text("reason"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const CLICK_DIMENSIONS = [
  "total",
  "country",
  "device",
  "os",
  "browser",
  "referrer",
  // A team link's chosen agent (its id), and the `?ref=` word of any link.
  "agent",
  "ref",
  // `utm_source|utm_medium|utm_campaign` of the short link's query (core/utm), when present.
  "utm",
] as const;
export type ClickDimension = (typeof CLICK_DIMENSIONS)[number];

/**
 * Click counters rolled up per link, hour and dimension value. Upserted in
 * batches (count = count + excluded.count), so the redirect never writes a row
 * per click and no address is ever stored.
 */
export const clickRollups = pgTable(
  "click_rollups",
  {
    linkId: integer("link_id")
      .notNull()
      .references(() => links.id, { onDelete: "cascade" }),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    dimension: text("dimension").$type<ClickDimension>().notNull(),
    value: text("value").notNull(),
    isBot: boolean("is_bot").notNull(),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  // Dimension before hour: a link's totals over a range (the chart, the hours heatmap) are one
  // short run of the key, not every dimension's rows of those hours (docs/decisions/0160).
  (t) => [primaryKey({ columns: [t.linkId, t.dimension, t.hour, t.value, t.isBot] })],
);

/**
 * Human clicks per link, UTC day and dimension value (every dimension but the total), written by
 * the same statement as the hourly rollups: a breakdown over 90 days reads 90 days' values, not
 * 2,160 hours' (docs/decisions/0160).
 */
export const clickDailyValues = pgTable(
  "click_daily_values",
  {
    linkId: integer("link_id")
      .notNull()
      .references(() => links.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension").$type<ClickDimension>().notNull(),
    value: text("value").notNull(),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.day, t.dimension, t.value] })],
);

export { WORKSPACE_ROLES, type WorkspaceRole } from "#core/workspace-roles";

/**
 * A workspace holds links and API keys for its members. Every account has a personal
 * one (made at sign-up, or by the migration for older accounts), and can make shared
 * ones (docs/decisions/0130, 0133).
 */
export const workspaces = pgTable("workspaces", {
  /** `ws_` + 16 hex digits. */
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  personalAccountId: integer("personal_account_id")
    .unique()
    .references(() => accounts.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const workspaceMembers = pgTable(
  "workspace_members",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    role: text("role").$type<WorkspaceRole>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.accountId] }),
    check("workspace_members_role_check", sql`${t.role} in ('owner', 'admin', 'editor', 'viewer')`),
    index("workspace_members_account_id_idx").on(t.accountId),
  ],
);

/**
 * Invitations to a shared workspace (docs/decisions/0135): for one email address and role,
 * stored as the SHA-256 hex of the token mailed; pending until accepted or expired (7 days).
 */
export const workspaceInvitations = pgTable(
  "workspace_invitations",
  {
    /** `inv_` + 16 hex digits: names the invitation on the members page, never the secret. */
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Lower-cased, as accounts store it: only the account with this address may accept. */
    email: text("email").notNull(),
    role: text("role").$type<WorkspaceRole>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: integer("invited_by").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("workspace_invitations_role_check", sql`${t.role} in ('owner', 'admin', 'editor', 'viewer')`),
    index("workspace_invitations_workspace_id_idx").on(t.workspaceId),
  ],
);

export const API_KEY_SCOPES = ["read", "write"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** A workspace's API keys, stored as the SHA-256 hex of the key (shown once, at creation). */
export const apiKeys = pgTable(
  "api_keys",
  {
    /** `key_` + 16 hex digits: names the key in lists and logs, never the secret. */
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: text("scope").$type<ApiKeyScope>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: integer("created_by").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    check("api_keys_scope_check", sql`${t.scope} in ('read', 'write')`),
    index("api_keys_workspace_id_idx").on(t.workspaceId),
  ],
);

/**
 * `Idempotency-Key` of `POST /api/v1/links`: the first answer to a key is kept for a day
 * and given again to a retry with the same body, so a retried request creates one link.
 */
export const apiIdempotency = pgTable(
  "api_idempotency",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of the request body: the same key with another body is a client's mistake. */
    requestHash: text("request_hash").notNull(),
    /** Null while the first request is still being answered. */
    status: integer("status"),
    response: text("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.key] }),
    index("api_idempotency_created_at_idx").on(t.createdAt),
  ],
);

/** Per-installation values, such as the fingerprint secret (shared by every instance on one database). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * A CSV file imported from the dashboard into a workspace: its counts, kept as it runs, so
 * the page shows a running or finished import after a reload; and what Undo deletes (the
 * links whose `import_id` it is).
 */
export const linkImports = pgTable(
  "link_imports",
  {
    /** `imp_` + 16 hex digits. */
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    createdBy: integer("created_by").references(() => accounts.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null while it runs (or when the server stopped before its end). */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    imported: integer("imported").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    refused: integer("refused").notNull().default(0),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    /** Links deleted by Undo. */
    undoneLinks: integer("undone_links"),
  },
  (t) => [index("link_imports_workspace_id_idx").on(t.workspaceId, t.startedAt)],
);

/**
 * The people a workspace's team links route chats to: a WhatsApp number each, opening
 * hours in the agent's own time zone (null: always open), a department and a weight.
 */
export const agents = pgTable(
  "agents",
  {
    /** `ag_` + 16 hex digits; public (the contact card's buttons name it), unlike the number. */
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Digits only, country code first. */
    phone: text("phone").notNull(),
    department: text("department"),
    weight: integer("weight").notNull().default(1),
    active: boolean("active").notNull().default(true),
    hours: jsonb("hours").$type<OpeningHours>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("agents_weight_check", sql`${t.weight} between 1 and 100`),
    index("agents_workspace_id_idx").on(t.workspaceId, t.createdAt),
  ],
);

/** A team link's agents, in the order the owner listed them (round-robin visits them in it). */
export const linkAgents = pgTable(
  "link_agents",
  {
    linkId: integer("link_id")
      .notNull()
      .references(() => links.id, { onDelete: "cascade" }),
    agentId: text("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.agentId] }), index("link_agents_agent_id_idx").on(t.agentId)],
);

/** A workspace's saved messages, picked when making or editing a link. */
export const messageTemplates = pgTable(
  "message_templates",
  {
    /** `tpl_` + 16 hex digits. */
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("message_templates_workspace_id_idx").on(t.workspaceId, t.name)],
);

export const DOMAIN_STATUSES = ["pending", "verified", "failing"] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/**
 * A workspace's custom domains (issue 25). A name may be pending in several workspaces
 * (whoever proves it first wins), but verified in one only: the partial unique index makes
 * verifying atomic against a takeover. A failing domain (its proof gone for longer than the
 * grace period) is not served and no longer holds the name.
 */
export const domains = pgTable(
  "domains",
  {
    /** `dom_` + 16 hex digits. */
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Lower-case ASCII (IDNA/punycode), as core/domain-name.ts normalises it. */
    name: text("name").notNull(),
    status: text("status").$type<DomainStatus>().notNull().default("pending"),
    /** The value the TXT record `_chatlink.<name>` must hold; not a secret (it is published in DNS). */
    verificationToken: text("verification_token").notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    /** What the last check found wrong (an error code); null when it found the proof. */
    lastError: text("last_error"),
    /** When a verified domain's proof was first found missing; null while it is there. */
    proofMissingSince: timestamp("proof_missing_since", { withTimezone: true }),
    /** The workspace's default for new links made without a domain (one per workspace; used while verified). */
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("domains_status_check", sql`${t.status} in ('pending', 'verified', 'failing')`),
    check("domains_name_check", sql`${t.name} = lower(${t.name}) and length(${t.name}) between 4 and 253`),
    uniqueIndex("domains_workspace_name_unique").on(t.workspaceId, t.name),
    uniqueIndex("domains_verified_name_unique").on(t.name).where(sql`${t.status} = 'verified'`),
    uniqueIndex("domains_workspace_default_unique").on(t.workspaceId).where(sql`${t.isDefault}`),
    // The target of links_domain_workspace_fk.
    uniqueIndex("domains_id_workspace_unique").on(t.id, t.workspaceId),
  ],
);

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * A workspace's webhook endpoints (issue 26). The secret signs every delivery (Standard
 * Webhooks), so it is kept as given; it is shown once, at creation. An endpoint whose
 * deliveries keep failing for about a day is disabled, with the reason kept for its owners.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    /** `whk_` + 16 hex digits. */
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    /** The event types it receives (core/webhooks.ts WEBHOOK_EVENTS). */
    events: jsonb("events").$type<string[]>().notNull(),
    /** `whsec_<base64>`: the HMAC key is the base64's bytes. */
    secret: text("secret").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** Why the worker disabled it (its last failure), or null. */
    disabledReason: text("disabled_reason"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_endpoints_workspace_idx").on(t.workspaceId),
    check("webhook_endpoints_url_check", sql`length(${t.url}) between 8 and 2000`),
  ],
);

/**
 * The outbox and its log in one row per message to one endpoint: written with (or right
 * after) the change it reports, sent by the worker (domain/webhooks/delivery-worker.server.ts),
 * which claims due rows by moving `next_attempt_at` a lease ahead, so a process that dies
 * mid-send leaves the row to be sent again (ADR 0157-webhook-outbox).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    /** `msg_` + 24 hex digits: the `webhook-id` header, the same on every attempt. */
    id: text("id").primaryKey(),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventType: text("event_type").notNull(),
    /** The exact JSON body sent (and signed) on every attempt. */
    payload: text("payload").notNull(),
    status: text("status").$type<WebhookDeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When the worker may next send it; null once delivered or failed for good. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    /** The receiver's HTTP status; null when no answer came (timeout, refused address). */
    lastStatusCode: integer("last_status_code"),
    lastDurationMs: integer("last_duration_ms"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("webhook_deliveries_status_check", sql`${t.status} in ('pending', 'delivered', 'failed')`),
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
  ],
);

/**
 * The day's secret for counting distinct visitors (docs/decisions/0158-visitor-counting.md):
 * random, shared by every instance through the database, deleted once its UTC day is over.
 */
export const visitorSalts = pgTable("visitor_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  /** 32 random bytes, base64. */
  salt: text("salt").notNull(),
});

/**
 * Today's distinct visitors of a link: a keyed hash (64 bits) of address and browser under the
 * day's salt, never the address. Rows of an ended day are folded into linkVisitorDays and deleted.
 */
export const linkVisitors = pgTable(
  "link_visitors",
  {
    linkId: integer("link_id")
      .notNull()
      .references(() => links.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    visitor: bigint("visitor", { mode: "bigint" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.day, t.visitor] })],
);

/** Distinct visitors of a link per ended UTC day: a number only, the hashes are gone. */
export const linkVisitorDays = pgTable(
  "link_visitor_days",
  {
    linkId: integer("link_id")
      .notNull()
      .references(() => links.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    visitors: integer("visitors").notNull(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.day] })],
);

/** A workspace's analytics settings; no row means the defaults (UTC, every dimension recorded). */
export const workspaceAnalytics = pgTable(
  "workspace_analytics",
  {
    workspaceId: text("workspace_id")
      .primaryKey()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** An IANA zone (core/zoned-time isTimeZone): the heatmap's weekdays and hours. */
    timeZone: text("time_zone").notNull().default("UTC"),
    recordReferrer: boolean("record_referrer").notNull().default(true),
    /** Device, operating system and browser. */
    recordDevice: boolean("record_device").notNull().default(true),
    recordCountry: boolean("record_country").notNull().default(true),
  },
  (t) => [check("workspace_analytics_time_zone_check", sql`length(${t.timeZone}) between 1 and 64`)],
);
