import { Link } from "react-router";
import { SITE_PAGES } from "#core/site-pages";
import { useLocalePath } from "../../lib/i18n/use-copy";
import { useSiteConfig } from "../../lib/site-config";
import { BrandMark } from "../ui/brand-mark";

/** `compact`: on a phone only the mark shows (the name stays the link's accessible name). */
export function BrandLink({ compact = false }: { compact?: boolean }) {
  const { siteName } = useSiteConfig();
  const localize = useLocalePath();
  return (
    <Link
      to={localize(SITE_PAGES.home)}
      className="inline-flex items-center gap-2 text-lg font-bold tracking-tight text-ink no-underline"
    >
      <BrandMark />
      <span className={compact ? "sr-only sm:not-sr-only" : undefined}>{siteName}</span>
    </Link>
  );
}
