import type { AppLoadContext } from "react-router";
import { phoneProblemMessage } from "#core/error-messages";
import type { Locale } from "#core/locales";
import { readPhoneNumber } from "#core/phone-number-max";
import { linkOrigin, shortUrlFor } from "#core/short-url";
import { checkStoredNumber, STORED_DIGITS_MAX, type StoredNumberCheck } from "#core/stored-number";
import type { TeamRotation } from "#core/team-link";
import { findAccountLink } from "#domain/links/find-account-link.server";
import { listAccountLinks } from "#domain/links/list-account-links.server";
import type { DashboardLink, NumberProblem } from "../../components/dashboard/dashboard-link";
import { catalogue } from "../../content/catalogues.server";
import { formatMessage } from "../i18n/format-message";
import { isolatedIn } from "../i18n/isolate";
import { formatPhone } from "./format-phone.server";
import { linkNotFound } from "./link-id.server";

export const LINKS_PER_PAGE = 20;
const EXCERPT_LENGTH = 80;
const MAX_SEARCH_LENGTH = 200;

export interface DashboardLinksPage {
  search: string;
  page: number;
  pageCount: number;
  total: number;
  links: DashboardLink[];
}

/** `?page=` as a whole number from 1; anything else is page 1. */
function pageFrom(raw: string | null): number {
  return raw !== null && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

/** "3 Nov 2026" in the page's language (English as in Britain: day first, as most of the world reads it). */
function dateFormat(locale: Locale): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

function excerpt(message: string | null): string | null {
  if (message === null) return null;
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

/**
 * The dashboard list: the account's links matching `?q=`, page `?page=` (a page
 * past the end shows the last one), with human clicks from one grouped query.
 */
export async function loadAccountLinksPage(
  context: AppLoadContext,
  workspaceId: string,
  url: URL,
  locale: Locale,
): Promise<DashboardLinksPage> {
  const dates = dateFormat(locale);
  const search = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const result = await listAccountLinks(context.db, workspaceId, {
    search,
    page: pageFrom(url.searchParams.get("page")),
    perPage: LINKS_PER_PAGE,
  });
  return {
    search,
    page: result.page,
    pageCount: result.pageCount,
    total: result.total,
    links: result.links.map((row) => ({
      id: row.id,
      code: row.code,
      shortUrl: shortUrlFor(linkOrigin(context.env.publicUrl, row.domain), row.code),
      ...destinationOf(row, locale),
      messageExcerpt: excerpt(row.message),
      createdAt: row.createdAt.toISOString(),
      createdLabel: dates.format(row.createdAt),
      clicks: row.clicks,
      removed: row.status === "removed",
    })),
  };
}

/** What the list shows under "Opens a chat with": the number, or a team link's "Team · 3 agents". */
function destinationOf(
  row: { phone: string | null; agents: string[] | null },
  locale: Locale,
): {
  phone: string;
  numberProblem: NumberProblem | null;
} {
  if (row.agents !== null || row.phone === null)
    return {
      phone: formatMessage(locale, catalogue(locale).TEAM_LINK_COPY.teamSummary, {
        count: row.agents?.length ?? 0,
      }),
      numberProblem: null,
    };
  return storedNumber(row.phone, locale);
}

/**
 * The number as shown and what is wrong with it. An impossible number is shown as
 * stored (+4407911123456): formatting would hide the very 0 that breaks it.
 */
function storedNumber(
  digits: string,
  locale: Locale,
): { phone: string; numberProblem: NumberProblem | null } {
  const check = checkStoredNumber(digits);
  if (check.ok) return { phone: formatPhone(digits), numberProblem: null };
  return {
    phone: `+${digits}`,
    numberProblem: {
      message: numberProblemText(check, locale),
      suggestion:
        check.suggestion === null
          ? null
          : { digits: check.suggestion.digits, formatted: check.suggestion.formatted },
    },
  };
}

/** Why a stored number fails, in the page's language (English as core/stored-number words it). */
function numberProblemText(check: Extract<StoredNumberCheck, { ok: false }>, locale: Locale): string {
  if (locale === "en") return check.message;
  if (check.reading !== undefined) return phoneProblemMessage(check.reading, locale);
  const reasons = catalogue(locale).DASHBOARD.numberReasons;
  const isolate = isolatedIn(locale);
  const { length = 0, dropped = "", callingCode = "", prefix = "" } = check.values;
  const reason = check.reason === "not_digits" && length > STORED_DIGITS_MAX ? "too_long" : check.reason;
  const message = reason in reasons ? reasons[reason as keyof typeof reasons] : reasons.not_digits;
  return formatMessage(locale, message, {
    length,
    dropped: isolate(dropped),
    callingCode: isolate(callingCode),
    prefix: isolate(prefix),
  });
}

export interface EditableLink {
  id: number;
  code: string;
  shortUrl: string;
  /** As people read it ("+44 7911 123456"); the phone field accepts spaces. As stored when it is impossible. */
  phone: string;
  message: string;
  numberProblem: NumberProblem | null;
  /** ISO 3166-1 alpha-2 of the number (or of its suggested fix): a national number retyped is read in it. */
  country: string | null;
  /** "Created 3 Nov 2026 by you. Last changed 5 Nov 2026 by you." */
  history: string;
  /** A team link's agents (ids, in order), rotation and fallback; null for a one-number link. */
  team: { agents: string[]; rotation: TeamRotation; fallbackAgent: string | null } | null;
  qrRef: boolean;
}

/** One of the workspace's links for the edit form; 404 when it is not the workspace's. */
export async function loadEditableLink(
  context: AppLoadContext,
  account: { email: string },
  workspaceId: string,
  linkId: number,
  locale: Locale,
): Promise<EditableLink> {
  const link = await findAccountLink(context.db, workspaceId, linkId);
  if (link === null) linkNotFound();
  const copy = catalogue(locale).DASHBOARD;
  const dates = dateFormat(locale);
  const who = (email: string | null) => (email === account.email ? copy.historyYou : email);
  /** `by` null: made signed out, or by the operator's import. */
  const line = (plain: string, withBy: string, at: Date, by: string | null) =>
    by === null
      ? formatMessage(locale, plain, { date: dates.format(at) })
      : formatMessage(locale, withBy, { date: dates.format(at), by });
  return {
    id: link.id,
    code: link.code,
    shortUrl: shortUrlFor(linkOrigin(context.env.publicUrl, link.domain), link.code),
    ...(link.phone === null ? { phone: "", numberProblem: null } : storedNumber(link.phone, locale)),
    country: link.phone === null ? null : storedCountry(link.phone),
    qrRef: link.qrRef,
    team:
      link.rotation === null
        ? null
        : { agents: link.agents ?? [], rotation: link.rotation, fallbackAgent: link.fallbackAgent },
    message: link.message ?? "",
    history: [
      line(copy.historyCreated, copy.historyCreatedBy, link.createdAt, who(link.createdBy)),
      link.updatedBy === null
        ? null
        : line(copy.historyChanged, copy.historyChangedBy, link.updatedAt, who(link.updatedBy)),
    ]
      .filter((part) => part !== null)
      .join(" "),
  };
}

/** The country of a stored number, or of the number it evidently was meant to be; null when neither has one. */
function storedCountry(digits: string): string | null {
  const reading = readPhoneNumber(`+${digits}`);
  if (reading.ok) return reading.country;
  const check = checkStoredNumber(digits);
  const suggested = check.ok || check.suggestion === null ? null : readPhoneNumber(check.suggestion.e164);
  return suggested?.ok ? suggested.country : null;
}
