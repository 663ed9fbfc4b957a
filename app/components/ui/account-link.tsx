import type { ReactNode } from "react";
import { ACCOUNT_PATHS } from "#core/site-pages";
import { useLocalePath, useUi } from "../../lib/i18n/use-copy";
import { useSiteConfig } from "../../lib/site-config";
import { useSignedIn } from "../../lib/use-signed-in";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "./button-styles";

interface AccountLinkProps {
  to: "signup" | "login";
  children: ReactNode;
  /** Without a variant it is a plain text link. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * Sign-up and login are our own /signup and /login by default, but SIGNUP_URL /
 * LOGIN_URL may point at another site, so these are plain anchors (a full page
 * load, never a client-side route change to a page we may not have). Someone already
 * signed in is not asked to sign up again: a sign-up call to action takes them to
 * their dashboard and a login link is left out.
 */
export function AccountLink({ to, children, variant, size, className = "" }: AccountLinkProps) {
  const config = useSiteConfig();
  const signedIn = useSignedIn();
  const ACCOUNT_LABELS = useUi().account;
  const localize = useLocalePath();
  const look = variant ? buttonClasses(variant, size) : "";
  if (signedIn) {
    if (to === "login") return null;
    return (
      <a href={ACCOUNT_PATHS.dashboard} className={`${look} ${className}`.trim()}>
        {ACCOUNT_LABELS.goToDashboard}
      </a>
    );
  }
  // Our own pages exist in every language; a configured address on another site is left as it is.
  const href = localize(to === "signup" ? config.signupUrl : config.loginUrl);
  return (
    <a href={href} className={`${look} ${className}`.trim()}>
      {children}
    </a>
  );
}
