import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { DOMAIN_NAME_MAX_LENGTH } from "#core/domain-name";
import { requestLocale } from "#core/request-locale";
import { addDomain } from "#domain/domains/add-domain.server";
import type { DomainView } from "#domain/domains/domain-view.server";
import { listDomains } from "#domain/domains/list-domains.server";
import { removeDomain } from "#domain/domains/remove-domain.server";
import { setDefaultDomain } from "#domain/domains/set-default-domain.server";
import { verifyDomain } from "#domain/domains/verify-domain.server";
import { catalogue } from "../../content/catalogues.server";
import { NO_STORE } from "../auth/account-page-meta";
import { formText } from "../auth/form-text";
import { operationErrorText } from "../i18n/operation-error.server";
import { pageCopy } from "../i18n/page-copy.server";
import { readForm } from "../read-form.server";
import { requireWorkspace } from "../workspaces/current-workspace.server";

export type DomainRow = DomainView & { problem: string | null };

export type DomainsResult =
  | { intent: "add"; error?: string; added?: string }
  | { intent: "verify"; id: string; error?: string; verified?: boolean }
  | { intent: "remove"; id?: string; error?: string; removed?: boolean }
  | { intent: "default"; id: string; error?: string; done?: boolean };

/** The page: the workspace's domains with their DNS records and state, for its owners and admins. */
export async function loadDomainsPage({ request, context }: LoaderFunctionArgs) {
  const { workspace, actor } = await requireWorkspace(request, context, "manage_domains");
  const domains = await listDomains(context.domains, actor);
  const locale = requestLocale(request);
  const rows: DomainRow[] = domains.map((domain) => ({
    ...domain,
    problem: domain.lastError === null ? null : operationErrorText(locale, domain.lastError),
  }));
  return data(
    { workspace: workspace.name, domains: rows, ...pageCopy(request, "DOMAINS_COPY") },
    { headers: NO_STORE },
  );
}

function answer(result: DomainsResult, status = 200) {
  return data(result, { status, headers: NO_STORE });
}

/**
 * POST: `add` a name, `verify` one now, `remove` one (its name typed again to confirm), or
 * make one the `default` for new links (`no-default`: back to the main host).
 */
export async function updateDomains({ request, context }: ActionFunctionArgs) {
  const { actor } = await requireWorkspace(request, context, "manage_domains");
  const locale = requestLocale(request);
  const DOMAINS_COPY = catalogue(locale).DOMAINS_COPY;
  const form = await readForm(request);
  const intent = formText(form, "intent");
  if (intent === "add") {
    const added = await addDomain(context.domains, actor, {
      domain: formText(form, "domain", DOMAIN_NAME_MAX_LENGTH * 4),
    });
    if (!added.ok) return answer({ intent: "add", error: operationErrorText(locale, added.error) }, 400);
    return answer({ intent: "add", added: added.domain.id });
  }
  const id = formText(form, "domainId", 40);
  if (intent === "verify") {
    const checked = await verifyDomain(context.domains, actor, { id });
    if (!checked.ok) return answer({ intent: "verify", id, error: DOMAINS_COPY.notFound }, 404);
    return answer({ intent: "verify", id, verified: checked.domain.status === "verified" });
  }
  if (intent === "default" || intent === "no-default") {
    const set = await setDefaultDomain(context.domains, actor, { id: intent === "default" ? id : null });
    if (!set.ok) return answer({ intent: "default", id, error: DOMAINS_COPY.notFound }, 404);
    return answer({ intent: "default", id, done: true });
  }
  if (intent === "remove") {
    const listed = await listDomains(context.domains, actor);
    const domain = listed.find((d) => d.id === id);
    if (domain === undefined) return answer({ intent: "remove", id, error: DOMAINS_COPY.notFound }, 404);
    if (
      formText(form, "confirm", DOMAIN_NAME_MAX_LENGTH + 1)
        .trim()
        .toLowerCase() !== domain.domain
    )
      return answer({ intent: "remove", id, error: DOMAINS_COPY.removeMismatch }, 400);
    const removed = await removeDomain(context.domains, actor, { id });
    if (!removed.ok) return answer({ intent: "remove", id, error: DOMAINS_COPY.notFound }, 404);
    return answer({ intent: "remove", id, removed: true });
  }
  return answer({ intent: "add", error: DOMAINS_COPY.unknownRequest }, 400);
}
