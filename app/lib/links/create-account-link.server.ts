import type { AppLoadContext } from "react-router";
import { codeKey } from "#core/alias";
import { shortUrlFor } from "#core/short-url";
import type { WorkspaceActor } from "#core/workspace-roles";
import { accountKey } from "#domain/limits/account-limiters.server";
import { createLink } from "#domain/links/create-link.server";
import {
  checkLinkForm,
  type LinkFormProblem,
  type LinkFormValues,
  linkFormProblem,
  readLinkFormValues,
} from "./link-form.server";

/** What the result panel shows (it builds the QR image's address itself). */
export interface CreatedAccountLink {
  code: string;
  shortUrl: string;
}

export type CreateAccountLinkResult =
  | { ok: true; link: CreatedAccountLink }
  | { ok: false; problem: LinkFormProblem; values: LinkFormValues };

const RATE_LIMITED = "You have created a lot of links in the last hour. Please wait a while and try again.";

/** The dashboard's create action: per-account limit → the API's checks → a link of the workspace. */
export async function createAccountLink(
  context: AppLoadContext,
  actor: WorkspaceActor & { accountId: number },
  form: FormData,
): Promise<CreateAccountLinkResult> {
  const values = readLinkFormValues(form);
  const limit = await context.accountLimiters.linkCreates.hit(accountKey(actor.accountId));
  if (!limit.allowed) return { ok: false, problem: linkFormProblem("rate_limited", RATE_LIMITED), values };

  const checked = checkLinkForm(values, true);
  if (!checked.ok) return { ok: false, problem: linkFormProblem(checked.error, checked.message), values };

  const created = await createLink(context.db, checked.value, null, actor);
  if (!created.ok) return { ok: false, problem: linkFormProblem(created.error), values };
  // A negative cache entry from a moment ago must not hide the new code.
  await context.invalidateLinks({ kind: "link", codeKey: codeKey(created.code) });

  return {
    ok: true,
    link: { code: created.code, shortUrl: shortUrlFor(context.env.publicUrl, created.code) },
  };
}
