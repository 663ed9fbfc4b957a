export const ACCOUNT_DELETED_MESSAGE =
  "Your account is deleted: your email address, password and sessions, your links (their short URLs now show Link Not Found) and all their click counts. Nothing of it is kept.";

/**
 * Where deleting an account lands (`/?account=deleted`): says what happened. The site
 * layout's loader decides, so the server renders it and it needs no JavaScript.
 */
export function AccountDeletedNotice() {
  return (
    <div className="container-page pt-4">
      <p role="status" className="rounded-xl border border-accent/40 bg-page-tint px-4 py-3 text-sm text-ink">
        {ACCOUNT_DELETED_MESSAGE}
      </p>
    </div>
  );
}
