import type { ReactNode } from "react";
import { useSiteConfig } from "../../lib/site-config";
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
 * Sign-up and login live outside this app (the provider's pages, configurable with
 * SIGNUP_URL / LOGIN_URL), so these are plain anchors: a full page load, not a
 * client-side route change that would land on our not-found page.
 */
export function AccountLink({ to, children, variant, size, className = "" }: AccountLinkProps) {
  const config = useSiteConfig();
  const href = to === "signup" ? config.signupUrl : config.loginUrl;
  const look = variant ? buttonClasses(variant, size) : "";
  return (
    <a href={href} className={`${look} ${className}`.trim()}>
      {children}
    </a>
  );
}
