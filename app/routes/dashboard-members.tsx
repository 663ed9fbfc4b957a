import { Form, Link } from "react-router";
import { FormMessage } from "../components/account/form-message";
import { SettingsSection } from "../components/account/settings-section";
import { SubmitButton } from "../components/account/submit-button";
import { TextField } from "../components/account/text-field";
import { InvitationLinkField } from "../components/dashboard/invitation-link-field";
import { WORKSPACES_PATH } from "../components/dashboard/link-paths";
import { RowAction, RowCard } from "../components/dashboard/row-action";
import { textLink } from "../components/generator/styles";
import { MEMBERS_COPY } from "../content/members";
import { accountPageHeaders, accountPageMeta } from "../lib/auth/account-page-meta";
import { useFormat } from "../lib/i18n/use-copy";
import { usePageModule } from "../lib/i18n/use-page-module";
import { loadMembersPage, type MemberListing, updateMembers } from "../lib/workspaces/members-page.server";
import type { Route } from "./+types/dashboard-members";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const copy = loaderData?.pageCopy.modules.MEMBERS_COPY ?? MEMBERS_COPY;
  return accountPageMeta(matches, copy.title, copy.metaDescription);
};

export const headers: Route.HeadersFunction = accountPageHeaders;

export const loader = (args: Route.LoaderArgs) => loadMembersPage(args);

export const action = (args: Route.ActionArgs) => updateMembers(args);

const selectClasses = "min-h-11 rounded-xl border border-line bg-card px-3 py-2 text-base text-ink";

/** One member: email, role, and what the viewer may change. */
function MemberCard({ member }: { member: MemberListing }) {
  const COPY = usePageModule("MEMBERS_COPY", MEMBERS_COPY);
  const format = useFormat();
  return (
    <article
      aria-label={member.email}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-card p-4"
    >
      <div className="min-w-0">
        <h3 className="font-semibold text-ink [overflow-wrap:anywhere]">
          <bdi dir="ltr">{member.email}</bdi>{" "}
          {member.you ? <span className="font-normal text-ink-muted">{COPY.you}</span> : null}
        </h3>
        <p className="text-sm text-ink-muted">
          {format(COPY.roleName, { role: member.role })} · {COPY.joined} {member.joinedAt}
        </p>
      </div>
      {member.assignable.length > 0 || member.removable ? (
        <div className="flex flex-wrap items-end gap-3">
          {member.assignable.length > 0 && !member.you ? (
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="member" value={member.accountId} />
              <div className="flex flex-col gap-1 text-sm font-semibold text-ink">
                <span aria-hidden="true">{COPY.role}</span>
                <select
                  name="role"
                  aria-label={format(COPY.roleFor, { email: member.email })}
                  defaultValue={member.role}
                  className={selectClasses}
                >
                  {member.assignable.map((role) => (
                    <option key={role} value={role}>
                      {format(COPY.roleName, { role })}
                    </option>
                  ))}
                </select>
              </div>
              <SubmitButton
                intent="role"
                label={COPY.saveRole}
                pendingLabel={COPY.savingRole}
                variant="secondary"
              />
            </Form>
          ) : null}
          {member.removable ? (
            <RowAction
              field={{ name: "member", value: member.accountId }}
              intent="remove"
              label={member.you ? COPY.leave : COPY.remove}
              pendingLabel={member.you ? COPY.leaving : COPY.removing}
              accessibleName={member.you ? COPY.leave : format(COPY.removeFor, { email: member.email })}
            />
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

export default function MembersPage({ loaderData, actionData }: Route.ComponentProps) {
  const invite = actionData?.intent === "invite" ? actionData : undefined;
  const other = actionData !== undefined && actionData.intent !== "invite" ? actionData : undefined;
  const COPY = usePageModule("MEMBERS_COPY", MEMBERS_COPY);
  const format = useFormat();
  return (
    <div className="container-page flex max-w-2xl flex-col gap-6 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink [overflow-wrap:anywhere]">
          {format(COPY.heading, { workspace: loaderData.workspace.name })}
        </h1>
        <p className="mt-2 text-ink-muted">{COPY.intro}</p>
      </div>
      {loaderData.workspace.personal ? (
        <p className="rounded-xl border border-line bg-card p-4 text-ink">
          {COPY.personal}{" "}
          <Link to={WORKSPACES_PATH} className={textLink}>
            {COPY.toWorkspaces}
          </Link>
        </p>
      ) : null}
      {other?.error ? <FormMessage tone="error">{other.error}</FormMessage> : null}
      {other?.done ? <FormMessage tone="success">{other.done}</FormMessage> : null}

      <section aria-labelledby="members-title" className="flex flex-col gap-3">
        <h2 id="members-title" className="text-xl font-bold text-ink">
          {COPY.membersTitle}
        </h2>
        <ul className="flex flex-col gap-3">
          {loaderData.members.map((member) => (
            <li key={member.accountId}>
              <MemberCard member={member} />
            </li>
          ))}
        </ul>
      </section>

      {loaderData.manages ? (
        <>
          <SettingsSection
            id="invite"
            title={COPY.inviteTitle}
            description={loaderData.mailEnabled ? COPY.inviteDescription : COPY.inviteDescriptionWithoutMail}
          >
            {/* A fresh form after each invitation sent: the address typed is cleared. */}
            <Form key={invite?.done ?? "invite"} method="post" className="flex flex-col gap-4" noValidate>
              {invite?.error ? <FormMessage tone="error">{invite.error}</FormMessage> : null}
              {invite?.done ? <FormMessage tone="success">{invite.done}</FormMessage> : null}
              <TextField
                id="invite-email"
                name="email"
                label={COPY.emailLabel}
                type="email"
                autoComplete="off"
              />
              <div className="flex flex-col gap-1.5">
                <label htmlFor="invite-role" className="text-sm font-semibold text-ink">
                  {COPY.role}
                </label>
                <select id="invite-role" name="role" defaultValue="editor" className={selectClasses}>
                  {loaderData.invitableRoles.map((role) => (
                    <option key={role} value={role}>
                      {format(COPY.roleName, { role })}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <SubmitButton intent="invite" label={COPY.inviteButton} pendingLabel={COPY.inviting} />
              </div>
            </Form>
          </SettingsSection>

          <section aria-labelledby="pending-title" className="flex flex-col gap-3">
            <h2 id="pending-title" className="text-xl font-bold text-ink">
              {COPY.pendingTitle}
            </h2>
            {loaderData.invitations.length === 0 ? (
              <p className="text-ink-muted">{COPY.pendingEmpty}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {loaderData.invitations.map((invitation) => (
                  <li key={invitation.id}>
                    <RowCard
                      label={invitation.email}
                      title={invitation.email}
                      details={
                        <p className="text-sm text-ink-muted">
                          {format(COPY.roleName, { role: invitation.role })} · {COPY.expires}{" "}
                          {invitation.expires}
                          {invitation.invitedBy === null
                            ? null
                            : ` · ${format(COPY.invitedBy, { email: invitation.invitedBy })}`}
                        </p>
                      }
                      footer={
                        <InvitationLinkField
                          link={invitation.link}
                          label={COPY.linkLabel}
                          copyLabel={COPY.copyLink}
                          copyName={format(COPY.copyLinkFor, { email: invitation.email })}
                          copiedLabel={COPY.copied}
                        />
                      }
                    >
                      <RowAction
                        field={{ name: "invitation", value: invitation.id }}
                        intent="cancel"
                        label={COPY.cancel}
                        pendingLabel={COPY.cancelling}
                        accessibleName={format(COPY.cancelFor, { email: invitation.email })}
                      />
                    </RowCard>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
