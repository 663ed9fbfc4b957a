import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocalePath } from "../../lib/i18n/use-copy";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "./button-styles";
import { Icon } from "./icon";

interface ButtonLinkProps {
  /** A path inside this app (client-side navigation), in English: it is put into the page's language. */
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  withArrow?: boolean;
}

/** A link to one of our pages, styled as a button. */
export function ButtonLink({ to, children, variant, size, withArrow = false }: ButtonLinkProps) {
  const localize = useLocalePath();
  return (
    <Link to={localize(to)} prefetch="intent" className={buttonClasses(variant, size)}>
      {children}
      {withArrow && <Icon name="arrow-right" className="size-4" />}
    </Link>
  );
}
