import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { AboutProfessional } from "~/content/about-schema";
import type { ProgrammeData } from "~/content/programme-schema";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** One row per saved programme; the newest `version` is the current one. */
export const programmeVersions = pgTable(
  "programme_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    version: bigint("version", { mode: "number" }).notNull().unique(),
    // The version this one was edited from: unique, so two saves from the same base cannot both win.
    basedOnVersion: bigint("based_on_version", { mode: "number" }).unique(),
    data: jsonb("data").$type<ProgrammeData>().notNull(),
    // A restore's source version (its number), for the history's 'Restaurada de …'.
    restoredFromVersion: bigint("restored_from_version", { mode: "number" }),
    createdBy: text("created_by"),
    createdAt: createdAt(),
  },
  (t) => [index("programme_versions_created_at_idx").on(t.createdAt)],
);

/** The single "about the congress" block. */
export const aboutCongress = pgTable(
  "about_congress",
  {
    id: integer("id").primaryKey().default(1),
    title: text("title").notNull(),
    edition: text("edition").notNull(),
    paragraphs: jsonb("paragraphs").$type<string[]>().notNull(),
    professionals: jsonb("professionals").$type<AboutProfessional[]>().notNull(),
    // Bumped by every save; a save based on an older revision is refused (no lost update).
    revision: integer("revision").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("about_congress_single_row", sql`${t.id} = 1`)],
);

export const speakers = pgTable(
  "speakers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    bio: text("bio").notNull(),
    imageUrl: text("image_url"),
    // Bumped by every save; a save based on an older revision is refused (no lost update).
    revision: integer("revision").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("speakers_name_idx").on(t.name)],
);

export const sponsors = pgTable(
  "sponsors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    logo: text("logo").notNull(),
    customClass: text("custom_class"),
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sponsors_position_idx").on(t.position)],
);

/** Uploaded images, already decoded and re-encoded on the server. */
export const media = pgTable("media", {
  id: uuid("id").primaryKey().defaultRandom(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  purpose: text("purpose").notNull(),
  createdBy: text("created_by"),
  createdAt: createdAt(),
});

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    telefone: text("telefone").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt)],
);

export const sponsorshipInquiries = pgTable(
  "sponsorship_inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    empresa: text("empresa").notNull(),
    email: text("email").notNull(),
    telefone: text("telefone").notNull(),
    interesse: text("interesse").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("sponsorship_inquiries_created_at_idx").on(t.createdAt)],
);

export const adminUsers = pgTable("admin_users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  /** The TOTP secret (base32); set during enrolment, required at login once `mfaEnabledAt` is set. */
  mfaSecret: text("mfa_secret"),
  mfaEnabledAt: timestamp("mfa_enabled_at", { withTimezone: true }),
  /** The last TOTP time step accepted, so one code cannot be used twice. */
  mfaLastStep: bigint("mfa_last_step", { mode: "number" }),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    // Only a hash of the cookie's token is stored, so a leaked table cannot be replayed.
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // A session whose password was right but whose second factor is still to be given.
    mfaPending: boolean("mfa_pending").notNull().default(false),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/** Single-use recovery codes for the second factor, stored hashed. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull().unique(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("admin_recovery_codes_user_id_idx").on(t.userId)],
);

/** Rate-limit attempts per bucket and key in a fixed window, counted in one statement (no race). */
export const rateLimitCounts = pgTable(
  "rate_limit_counts",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull().default(0),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] })],
);

/** A revision number per editable collection saved as a whole (e.g. the sponsors' list). */
export const contentRevisions = pgTable("content_revisions", {
  entity: text("entity").primaryKey(),
  revision: integer("revision").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One-time tokens of create forms: the first claim stores its `outcome`, a resend answers it. */
export const formTokens = pgTable(
  "form_tokens",
  {
    token: uuid("token").primaryKey(),
    scope: text("scope").notNull(),
    outcome: jsonb("outcome").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("form_tokens_created_at_idx").on(t.createdAt)],
);

export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    path: text("path").notNull(),
    title: text("title").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("page_views_created_at_idx").on(t.createdAt)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_at_idx").on(t.createdAt)],
);

/** The event's facts, a row per version like the programme's; the newest is what the site shows. */
export const eventFactsVersions = pgTable("event_facts_versions", {
  id: uuid("id").primaryKey().defaultRandom(),
  version: bigint("version", { mode: "number" }).notNull().unique(),
  basedOnVersion: bigint("based_on_version", { mode: "number" }).unique(),
  // Validated when read (eventFactsSchema): a version stored by an older schema still reads.
  data: jsonb("data").$type<unknown>().notNull(),
  /** How it came to be, for the history: 'seed', 'save', 'restore' or 'publish'. */
  origin: text("origin").notNull(),
  /** A save's changed groups (the editors' slugs, e.g. ["inscricoes"]). */
  changedGroups: jsonb("changed_groups").$type<string[]>(),
  restoredFromVersion: bigint("restored_from_version", { mode: "number" }),
  createdBy: text("created_by"),
  createdAt: createdAt(),
});

/** The next edition's draft ('Nova edição'): one row at most, published or discarded whole. */
export const eventFactsDraft = pgTable(
  "event_facts_draft",
  {
    id: integer("id").primaryKey().default(1),
    // Save time in ms, bumped by every save: a save based on another is refused as stale.
    version: bigint("version", { mode: "number" }).notNull(),
    /** The published version it was copied from. */
    startedFromVersion: bigint("started_from_version", { mode: "number" }),
    data: jsonb("data").$type<unknown>().notNull(),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedBy: text("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("event_facts_draft_single_row", sql`${t.id} = 1`)],
);
