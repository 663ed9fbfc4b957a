import { type ReactNode, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { BUTTON_GREETING_MAX, BUTTON_LABEL_MAX, type ButtonOptions } from "#core/chat-button";
import { FormMessage } from "../components/account/form-message";
import { TextField } from "../components/account/text-field";
import { BackToLinks, LinkPageError } from "../components/dashboard/link-page-parts";
import { LINK_PATHS } from "../components/dashboard/link-paths";
import { fieldHint, fieldLabel, primaryButton, textInput, textLink } from "../components/generator/styles";
import { CopyableCode } from "../components/ui/copyable-code";
import { dashboardCopyFrom, useDashboardCopy } from "../lib/i18n/use-dashboard-copy";
import { dashboardMeta } from "../lib/links/dashboard-meta";
import type { Route } from "./+types/dashboard-button";
import { loadButtonPage, saveButtonOptions } from "./dashboard-button.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  dashboardMeta(
    matches,
    loaderData ? loaderData.copy.metaTitle : dashboardCopyFrom(matches).links.chatButton,
  );

/** Owner's workspace only: another workspace's link, or none, is a 404 (thrown by the loader). */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadButtonPage(request, context, params.id);

/** Saves the options: editors and up. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  saveButtonOptions(request, context, params.id);

type Draft = Pick<ButtonOptions, "position" | "color"> & { label: string; greeting: string };

/** The sample page's address for these choices: the preview follows the form before it is saved. */
function previewSrc(id: number, draft: Draft): string {
  const query = new URLSearchParams({ position: draft.position, color: draft.color });
  if (draft.label.trim()) query.set("label", draft.label.trim());
  if (draft.greeting.trim()) query.set("greeting", draft.greeting.trim());
  return `${LINK_PATHS.button(id)}/preview?${query}`;
}

export default function ChatButtonPage({ loaderData, actionData }: Route.ComponentProps) {
  const { link, options, snippet, canEdit, copy: COPY } = loaderData;
  const { links: linkCopy } = useDashboardCopy();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [draft, setDraft] = useState<Draft>({
    position: options.position,
    color: options.color,
    label: options.label ?? "",
    greeting: options.greeting ?? "",
  });
  const change = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const check = "mt-1 size-5 shrink-0 accent-[var(--accent)]";
  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:py-10">
      <div>
        <BackToLinks />
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">{COPY.title}</h1>
        <p className="mt-1 max-w-3xl text-ink-muted">
          {COPY.intro} {link.team ? COPY.teamIntro : COPY.singleIntro}
        </p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to={LINK_PATHS.qr(link.id)} className={textLink}>
            {linkCopy.qr}
          </Link>
          <Link to={LINK_PATHS.analytics(link.id)} className={textLink}>
            {linkCopy.analytics}
          </Link>
        </p>
      </div>
      <div className="max-w-3xl">
        <CopyableCode caption={COPY.snippetCaption} copyTarget={COPY.snippetTarget} code={snippet} wrap />
        <p className={fieldHint}>{COPY.snippetHint}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Form
          method="post"
          className="flex flex-col gap-4 rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5"
        >
          <h2 className="text-xl font-bold text-ink">{COPY.optionsHeading}</h2>
          {canEdit ? null : <p className="text-sm text-ink-muted">{COPY.viewerNote}</p>}
          <fieldset disabled={!canEdit} className="flex flex-col gap-4">
            <Field id="position" label={COPY.position}>
              <select
                id="position"
                name="position"
                value={draft.position}
                onChange={(e) => change({ position: e.currentTarget.value === "left" ? "left" : "right" })}
                className={`${textInput} mt-1`}
              >
                <option value="right">{COPY.positionRight}</option>
                <option value="left">{COPY.positionLeft}</option>
              </select>
            </Field>
            <Field id="color" label={COPY.color} hint={COPY.colorHint}>
              <input
                id="color"
                name="color"
                type="color"
                value={draft.color}
                aria-describedby="color-hint"
                onChange={(e) => change({ color: e.currentTarget.value })}
                className="mt-1 h-11 w-20 cursor-pointer rounded-lg border border-ink-muted/60 bg-page"
              />
            </Field>
            <TextField
              name="label"
              label={COPY.label}
              hint={COPY.labelHint}
              autoComplete="off"
              required={false}
              maxLength={BUTTON_LABEL_MAX}
              value={draft.label}
              onChange={(label) => change({ label })}
            />
            <TextField
              name="greeting"
              label={COPY.greeting}
              hint={COPY.greetingHint}
              autoComplete="off"
              required={false}
              maxLength={BUTTON_GREETING_MAX}
              value={draft.greeting}
              onChange={(greeting) => change({ greeting })}
            />
            {(
              [
                ["refs", COPY.refs, COPY.refsHint, options.refs],
                ["events", COPY.events, COPY.eventsHint, options.events],
              ] as const
            ).map(([name, label, hint, on]) => (
              <div key={name}>
                <div className="flex items-start gap-3">
                  <input
                    id={name}
                    name={name}
                    type="checkbox"
                    value="on"
                    defaultChecked={on}
                    aria-describedby={`${name}-hint`}
                    className={check}
                  />
                  <label htmlFor={name} className="text-sm font-semibold text-ink">
                    {label}
                  </label>
                </div>
                <p id={`${name}-hint`} className={`${fieldHint} [overflow-wrap:anywhere]`}>
                  {hint}
                </p>
              </div>
            ))}
          </fieldset>
          {actionData?.ok === false ? <FormMessage tone="error">{COPY.invalid}</FormMessage> : null}
          {actionData?.ok === true && !saving ? <FormMessage tone="success">{COPY.saved}</FormMessage> : null}
          {canEdit ? (
            <button type="submit" disabled={saving} className={`${primaryButton} self-start`}>
              {saving ? COPY.saving : COPY.save}
            </button>
          ) : null}
        </Form>
        <section aria-labelledby="preview-heading" className="flex flex-col gap-2">
          <h2 id="preview-heading" className="text-xl font-bold text-ink">
            {COPY.previewHeading}
          </h2>
          <p className="text-sm text-ink-muted">{COPY.previewHint}</p>
          <iframe
            title={COPY.previewTitle}
            src={previewSrc(link.id, draft)}
            className="h-[520px] w-full rounded-2xl border border-line bg-white shadow-sm"
          />
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { links: copy } = useDashboardCopy();
  return <LinkPageError error={error} unavailable={copy.chatButtonUnavailable} detail={copy.tryAgain} />;
}

/** A label above a control that is not a text box (a select, a colour), with its hint under it. */
function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      {children}
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className={fieldHint}>
          {hint}
        </p>
      )}
    </div>
  );
}
