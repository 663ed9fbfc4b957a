import { Link } from "react-router";
import { BrandedQrDesigner } from "../components/branded-qr/branded-qr-designer";
import { QrRefToggle } from "../components/branded-qr/qr-ref-toggle";
import { BackToLinks, LinkPageError } from "../components/dashboard/link-page-parts";
import { LINK_PATHS } from "../components/dashboard/link-paths";
import { textLink } from "../components/generator/styles";
import { dashboardMeta } from "../lib/links/dashboard-meta";
import type { Route } from "./+types/dashboard-qr";
import { loadQrPage, saveQrRef } from "./dashboard-qr.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  dashboardMeta(matches, loaderData ? `QR code for ${loaderData.link.code}` : "Link not found");

/** Owner only: another account's link, or none, is a 404 (thrown by the loader). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadQrPage(request, context, params.id);
}

/** Turns `?ref=qr` on or off for this link's codes: editors and up. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return saveQrRef(request, context, params.id);
}

export default function LinkQr({ loaderData: { link, canEdit, qrRef } }: Route.ComponentProps) {
  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:py-10">
      <div>
        <BackToLinks />
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">Branded QR code</h1>
        <p className="mt-1 text-ink-muted">
          Your colours and logo on the QR code for{" "}
          <span dir="ltr" className="font-semibold text-accent [overflow-wrap:anywhere]">
            {link.shortUrl}
          </span>
          . This browser keeps the last colours and sizes for this link; choose the logo again each time.
        </p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to={LINK_PATHS.analytics(link.id)} className={textLink}>
            Analytics
          </Link>
          {canEdit ? (
            <Link to={LINK_PATHS.edit(link.id)} className={textLink}>
              Edit link
            </Link>
          ) : null}
        </p>
      </div>
      <QrRefToggle shortUrl={link.shortUrl} qrRef={qrRef} canEdit={canEdit} />
      {/* Drawn again from scratch when the switch changes what the code opens. */}
      <BrandedQrDesigner key={String(qrRef)} endpoint={`${LINK_PATHS.qr(link.id)}/image`} code={link.code} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LinkPageError
      error={error}
      unavailable="QR codes are unavailable"
      detail="Something went wrong. Try again in a moment."
    />
  );
}
