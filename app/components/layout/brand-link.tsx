import { Link } from "react-router";
import { SITE_PAGES } from "#core/site-pages";
import { useSiteConfig } from "../../lib/site-config";
import { BrandMark } from "../ui/brand-mark";

export function BrandLink() {
  const { siteName } = useSiteConfig();
  return (
    <Link
      to={SITE_PAGES.home}
      className="inline-flex items-center gap-2 text-lg font-bold tracking-tight text-ink no-underline"
    >
      <BrandMark />
      <span>{siteName}</span>
    </Link>
  );
}
