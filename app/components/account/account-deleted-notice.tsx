import { useEffect, useState } from "react";

export const ACCOUNT_DELETED_MESSAGE =
  "Your account is deleted: your email address, password and sessions, your links (their short URLs now show Link Not Found) and all their click counts. Nothing of it is kept.";

/**
 * After deleting an account the person lands on the home page (`/?account=deleted`),
 * which is prerendered; this says what happened once the page runs in the browser.
 */
export function AccountDeletedNotice() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(new URLSearchParams(window.location.search).get("account") === "deleted");
  }, []);
  if (!shown) return null;
  return (
    <div className="container-page pt-4">
      <p role="status" className="rounded-xl border border-accent/40 bg-page-tint px-4 py-3 text-sm text-ink">
        {ACCOUNT_DELETED_MESSAGE}
      </p>
    </div>
  );
}
