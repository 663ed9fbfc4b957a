import { Link } from "react-router";
import { BrandedQrDesigner } from "../components/branded-qr/branded-qr-designer";
import { QrRefToggle } from "../components/branded-qr/qr-ref-toggle";
import { BackToLinks, LinkPageError } from "../components/dashboard/link-page-parts";
import { LINK_PATHS } from "../components/dashboard/link-paths";
import { textLink } from "../components/generator/styles";
import { formatMessage } from "../lib/i18n/format-message";
import { dashboardCopyFrom, useDashboardCopy } from "../lib/i18n/use-dashboard-copy";
import { usePageCopy } from "../lib/i18n/use-page-copy";
import { dashboardMeta } from "../lib/links/dashboard-meta";
import { localeFromMatches } from "../lib/page-meta";
import type { Route } from "./+types/dashboard-qr";
import { loadQrPage, saveQrRef } from "./dashboard-qr.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  dashboardMeta(
    matches,
    loaderData
      ? formatMessage(localeFromMatches(matches), dashboardCopyFrom(matches).links.qrMetaTitle, {
          code: loaderData.link.code,
        })
      : dashboardCopyFrom(matches).links.notFoundHeading,
  );

/** Owner only: another account's link, or none, is a 404 (thrown by the loader). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadQrPage(request, context, params.id);
}

/** Turns `?ref=qr` on or off for this link's codes: editors and up. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return saveQrRef(request, context, params.id);
}

export default function LinkQr({ loaderData }: Route.ComponentProps) {
  const { link, canEdit, qrRef } = loaderData;
  const { links: copy } = useDashboardCopy();
  const words = usePageCopy(loaderData);
  // The address is shown highlighted inside the sentence: the text either side of its argument.
  const [before = "", after = ""] = copy.qrIntro.split("{shortUrl}");
  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:py-10">
      <div>
        <BackToLinks />
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">{copy.qrTitle}</h1>
        <p className="mt-1 text-ink-muted">
          {before}
          <span dir="ltr" className="font-semibold text-accent [overflow-wrap:anywhere]">
            {link.shortUrl}
          </span>
          {after}
        </p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to={LINK_PATHS.analytics(link.id)} className={textLink}>
            {copy.analytics}
          </Link>
          {canEdit ? (
            <Link to={LINK_PATHS.edit(link.id)} className={textLink}>
              {copy.editTitle}
            </Link>
          ) : null}
        </p>
      </div>
      <QrRefToggle shortUrl={link.shortUrl} qrRef={qrRef} canEdit={canEdit} words={words} />
      {/* Drawn again from scratch when the switch changes what the code opens. */}
      <BrandedQrDesigner
        key={String(qrRef)}
        endpoint={`${LINK_PATHS.qr(link.id)}/image`}
        code={link.code}
        words={words}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { links: copy } = useDashboardCopy();
  return <LinkPageError error={error} unavailable={copy.qrUnavailable} detail={copy.tryAgain} />;
}
