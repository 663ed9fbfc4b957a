import type { AppLoadContext } from "react-router";
import { DOMAIN_NAME_MAX_LENGTH } from "#core/domain-name";
import { ERROR_DETAILS } from "#core/error-messages";
import type { Locale } from "#core/locales";
import { linkOrigin, shortUrlFor } from "#core/short-url";
import type { WorkspaceActor } from "#core/workspace-roles";
import { createLink } from "#domain/links/create-link.server";
import { formText } from "../auth/form-text";
import {
  type LinkFormProblem,
  type LinkFormValues,
  linkFormFields,
  linkFormProblem,
  readLinkFormValues,
  teamLinkFields,
} from "./link-form.server";

/** What the result panel shows (it builds the QR image's address itself). */
export interface CreatedAccountLink {
  code: string;
  shortUrl: string;
  /** Its QR code carries `?ref=qr` (the form's "Count QR code scans apart"). */
  qrRef: boolean;
}

export type CreateAccountLinkResult =
  | { ok: true; link: CreatedAccountLink }
  | { ok: false; problem: LinkFormProblem; values: LinkFormValues; domain?: string };

/** The dashboard's create action: the one creation operation, as a member of the workspace; refusals in `locale`. */
export async function createAccountLink(
  context: AppLoadContext,
  actor: WorkspaceActor & { accountId: number },
  form: FormData,
  locale: Locale,
): Promise<CreateAccountLinkResult> {
  const values = readLinkFormValues(form);
  // The form's domain select (only shown when the workspace has verified domains, preset to its
  // default); "" is the main host, asked for; no field at all: the workspace's default.
  const typed = form.has("domain") ? formText(form, "domain", DOMAIN_NAME_MAX_LENGTH * 4).trim() : undefined;
  const created = await createLink(
    {
      db: context.db,
      invalidateLinks: context.invalidateLinks,
      limiters: { perAddress: context.createLimiter, perAccount: context.accountLimiters.linkCreates },
    },
    {
      input:
        values.kind === "team"
          ? teamLinkFields(values, true)
          : { ...linkFormFields(values, true), qrRef: values.qrRef },
      creator: { kind: "member", actor },
      ...(typed === undefined ? {} : { domain: typed === "" ? null : typed }),
    },
  );
  if (!created.ok) {
    // The account's hourly limit, not the per-address one the code's own message speaks of.
    const refusal =
      created.error === "rate_limited" ? { ...created, message: ERROR_DETAILS.en.formLinksLimited } : created;
    return {
      ok: false,
      problem: linkFormProblem(locale, refusal),
      values,
      ...(typed === undefined ? {} : { domain: typed }),
    };
  }
  const { code } = created.link;
  return {
    ok: true,
    link: {
      code,
      shortUrl: shortUrlFor(linkOrigin(context.env.publicUrl, created.link.domain), code),
      qrRef: values.qrRef,
    },
  };
}
