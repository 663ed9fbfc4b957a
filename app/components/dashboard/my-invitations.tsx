import { Form, useNavigation } from "react-router";
import { ACCOUNT_PATHS } from "#core/site-pages";
import { INVITATION_COPY as COPY } from "../../content/members";
import { OUTLINE_ACCENT_BUTTON } from "../ui/button-styles";

export interface MyInvitation {
  id: string;
  workspace: string;
  role: string;
  invitedBy: string | null;
}

/** The invitations waiting for the signed-in address, each with Join (the invitation page's POST, by id). */
export function MyInvitations({ invitations }: { invitations: MyInvitation[] }) {
  const navigation = useNavigation();
  if (invitations.length === 0) return null;
  return (
    <section
      aria-labelledby="my-invitations-title"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-page-tint p-4"
    >
      <h2 id="my-invitations-title" className="font-bold text-ink">
        {COPY.waitingTitle(invitations.length)}
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
                {COPY.summary(invitation.invitedBy, invitation.workspace, invitation.role)}
              </p>
              <Form method="post" action={ACCOUNT_PATHS.invitation}>
                <input type="hidden" name="invitation" value={invitation.id} />
                <button
                  type="submit"
                  disabled={pending}
                  aria-label={COPY.joinNamed(invitation.workspace)}
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
