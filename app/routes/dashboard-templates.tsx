import { Link } from "react-router";
import { FormMessage } from "../components/account/form-message";
import { SettingsSection } from "../components/account/settings-section";
import { ConfirmDelete } from "../components/dashboard/confirm-delete";
import { TEMPLATES_PATH } from "../components/dashboard/link-paths";
import { RowCard } from "../components/dashboard/row-action";
import { TemplateForm } from "../components/dashboard/template-form";
import { OUTLINE_ACCENT_BUTTON } from "../components/ui/button-styles";
import { TEMPLATES_COPY } from "../content/templates";
import { accountPageHeaders, accountPageMeta } from "../lib/auth/account-page-meta";
import { useFormat } from "../lib/i18n/use-copy";
import { usePageModule } from "../lib/i18n/use-page-module";
import { loadTemplatesPage, updateTemplates } from "../lib/templates/templates-page.server";
import type { Route } from "./+types/dashboard-templates";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const copy = loaderData?.pageCopy.modules.TEMPLATES_COPY ?? TEMPLATES_COPY;
  return accountPageMeta(matches, copy.title, copy.metaDescription);
};

export const headers: Route.HeadersFunction = accountPageHeaders;

export const loader = (args: Route.LoaderArgs) => loadTemplatesPage(args);

export const action = (args: Route.ActionArgs) => updateTemplates(args);

const EXCERPT = 140;

function excerpt(body: string): string {
  const flat = body.replace(/\s+/g, " ").trim();
  return flat.length <= EXCERPT ? flat : `${flat.slice(0, EXCERPT - 1).trimEnd()}…`;
}

export default function TemplatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { templates, canEdit, saved } = loaderData;
  const COPY = usePageModule("TEMPLATES_COPY", TEMPLATES_COPY);
  const format = useFormat();
  const refusedSave =
    actionData?.intent === "create" || actionData?.intent === "update" ? actionData : undefined;
  // A refused edit keeps its form open even though the address has no ?edit= (a post without JavaScript).
  const editing =
    loaderData.editing ??
    (refusedSave?.intent === "update" ? (templates.find((t) => t.id === refusedSave.id) ?? null) : null);
  const deleted = actionData?.intent === "delete" ? actionData : undefined;
  return (
    <div className="container-page flex max-w-3xl flex-col gap-6 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{COPY.title}</h1>
        <p className="mt-2 text-ink-muted">{COPY.intro}</p>
        {canEdit ? null : <p className="mt-2 text-sm text-ink-muted">{COPY.viewerNote}</p>}
      </div>

      {saved ? <FormMessage tone="success">{format(COPY.saved, { name: saved.name })}</FormMessage> : null}
      {deleted?.deleted !== undefined ? (
        <FormMessage tone="success">{format(COPY.deleted, { name: deleted.deleted })}</FormMessage>
      ) : null}
      {deleted?.errors.form ? <FormMessage tone="error">{deleted.errors.form}</FormMessage> : null}

      {canEdit ? (
        <SettingsSection
          id="template-form"
          title={editing === null ? COPY.addTitle : format(COPY.editTitle, { name: editing.name })}
        >
          {/* A new form per template and after each save: the fields start from what is stored. */}
          <TemplateForm
            key={`${editing?.id ?? "new"}-${saved?.id ?? ""}`}
            editing={editing}
            values={refusedSave?.values}
            errors={refusedSave?.errors}
            cancelHref={TEMPLATES_PATH}
          />
        </SettingsSection>
      ) : null}

      <section aria-labelledby="templates-list" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="templates-list" className="text-xl font-bold text-ink">
            {COPY.listTitle}
          </h2>
          <p className="text-sm text-ink-muted">{format(COPY.count, { count: templates.length })}</p>
        </div>
        {templates.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-line bg-card p-6">
            <p className="font-semibold text-ink">{COPY.emptyHeading}</p>
            <p className="mt-1 text-ink-muted">{canEdit ? COPY.emptyBody : COPY.viewerEmpty}</p>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {templates.map((template) => (
              <li key={template.id}>
                <RowCard
                  label={template.name}
                  title={template.name}
                  details={
                    <p className="mt-1 text-sm text-ink-muted [overflow-wrap:anywhere]">
                      {excerpt(template.body)}
                    </p>
                  }
                >
                  {canEdit ? (
                    <div className="flex flex-wrap gap-2">
                      <Link
                        to={`${TEMPLATES_PATH}?edit=${template.id}#template-form-title`}
                        aria-label={format(COPY.editName, { name: template.name })}
                        className={OUTLINE_ACCENT_BUTTON}
                      >
                        {COPY.edit}
                      </Link>
                      <ConfirmDelete
                        fields={{ id: template.id, name: template.name }}
                        label={COPY.delete}
                        nameSuffix={` ${template.name}`}
                        question={COPY.deleteQuestion}
                        confirmLabel={COPY.deleteConfirm}
                        confirmName={format(COPY.deleteConfirmName, { name: template.name })}
                        pendingLabel={COPY.deleting}
                        keepLabel={COPY.keep}
                      />
                    </div>
                  ) : null}
                </RowCard>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
