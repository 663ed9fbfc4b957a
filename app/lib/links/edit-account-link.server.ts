import type { AppLoadContext } from "react-router";
import type { Locale } from "#core/locales";
import type { WorkspaceActor } from "#core/workspace-roles";
import { setLinkQrRef } from "#domain/links/set-link-qr-ref.server";
import { updateLink } from "#domain/links/update-link.server";
import { updateTeamLink } from "#domain/links/update-team-link.server";
import {
  checkLinkForm,
  type LinkFormProblem,
  type LinkFormValues,
  linkFormProblem,
  readLinkFormValues,
  teamLinkFields,
} from "./link-form.server";
import { linkNotFound } from "./link-id.server";

export type EditAccountLinkResult =
  | { ok: true }
  | { ok: false; problem: LinkFormProblem; values: LinkFormValues };

/**
 * The edit action: new number and message, same checks as creation; the alias is
 * never read, so the short URL cannot change. Not the workspace's link → 404. Refusals are
 * worded in `locale`, the page's language.
 */
export async function editAccountLink(
  context: AppLoadContext,
  actor: WorkspaceActor,
  linkId: number,
  form: FormData,
  locale: Locale,
): Promise<EditAccountLinkResult> {
  const values = readLinkFormValues(form);
  if (values.kind === "team") return editTeamLink(context, actor, linkId, values, locale);
  const checked = checkLinkForm(values, false);
  if (!checked.ok) return { ok: false, problem: linkFormProblem(locale, checked), values };
  const updated = await updateLink(context.db, context.invalidateLinks, actor, linkId, checked.value);
  // A team link has no number to edit: a clear 400 on the form, not a 500.
  if (!updated.ok && updated.error === "phone_or_agents")
    return { ok: false, problem: linkFormProblem(locale, updated), values };
  if (!updated.ok) linkNotFound();
  await setLinkQrRef(context.db, actor, { linkId, qrRef: values.qrRef });
  return { ok: true };
}

/** A team link's new agents, rotation, fallback and message, through the domain's one team-link change. */
async function editTeamLink(
  context: AppLoadContext,
  actor: WorkspaceActor,
  linkId: number,
  values: LinkFormValues,
  locale: Locale,
): Promise<EditAccountLinkResult> {
  const { alias: _alias, ...changes } = teamLinkFields(values, false) as Record<string, unknown>;
  const updated = await updateTeamLink({ db: context.db, invalidateLinks: context.invalidateLinks }, actor, {
    linkId,
    changes: { ...changes, fallbackAgent: values.fallbackAgent === "" ? null : values.fallbackAgent },
  });
  if (updated.ok) return { ok: true };
  if (updated.error === "not_found") linkNotFound();
  return { ok: false, problem: linkFormProblem(locale, updated), values };
}
