import { Form, useNavigation } from "react-router";
import { ACCOUNT_PATHS } from "#core/site-pages";
import type { WorkspaceRole } from "#core/workspace-roles";
import { INVITATION_COPY } from "../../content/members";
import { useFormat } from "../../lib/i18n/use-copy";
import { usePageModule } from "../../lib/i18n/use-page-module";
import { OUTLINE_ACCENT_BUTTON } from "../ui/button-styles";

export interface MyInvitation {
  id: string;
  workspace: string;
  role: WorkspaceRole;
  invitedBy: string | null;
}

/** The invitations waiting for the signed-in address, each with Join (the invitation page's POST, by id). */
export function MyInvitations({ invitations }: { invitations: MyInvitation[] }) {
  const navigation = useNavigation();
  const COPY = usePageModule("INVITATION_COPY", INVITATION_COPY);
  const format = useFormat();
  if (invitations.length === 0) return null;
  return (
    <section
      aria-labelledby="my-invitations-title"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-page-tint p-4"
    >
      <h2 id="my-invitations-title" className="font-bold text-ink">
        {format(COPY.waitingTitle, { count: invitations.length })}
      </h2>
      <ul className="flex flex-col gap-3">
        {invitations.map((invitation) => {
          const pending =
            navigation.state === "submitting" && navigation.formData?.get("invitation") === invitation.id;
          return (
            <li
              key={invitation.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-card p-3"
            >
              <p className="min-w-0 text-ink [overflow-wrap:anywhere]">
                {invitation.invitedBy === null
                  ? format(COPY.summaryNoInviter, { workspace: invitation.workspace, role: invitation.role })
                  : format(COPY.summary, {
                      inviter: invitation.invitedBy,
                      workspace: invitation.workspace,
                      role: invitation.role,
                    })}
              </p>
              <Form method="post" action={ACCOUNT_PATHS.invitation}>
                <input type="hidden" name="invitation" value={invitation.id} />
                <button
                  type="submit"
                  disabled={pending}
                  aria-label={format(COPY.joinNamed, { workspace: invitation.workspace })}
                  className={OUTLINE_ACCENT_BUTTON}
                >
                  {pending ? COPY.accepting : COPY.join}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
