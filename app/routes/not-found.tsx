import { data } from "react-router";
import { requestLocale } from "#core/request-locale";
import { SITE_PAGES } from "#core/site-pages";
import { NotFoundPage } from "../components/not-found/not-found-page";
import { catalogue } from "../content/catalogues.server";
import { metaFromLoader } from "../lib/page-meta-from-loader";
import { WITHOUT_REACT } from "../lib/without-react";
import type { Route } from "./+types/not-found";

/** Sent as HTML with a small script, without React (docs/decisions/0148-text-pages-without-react.md). */
export const handle = WITHOUT_REACT;

/**
 * Serves /404, every unknown path and every unknown or removed short code (the
 * server hands those over). Returning data with a status, rather than throwing,
 * keeps this page's own layout and meta while the response says 404. Never
 * prerendered: a static file would be served with 200.
 */
export function loader({ request }: Route.LoaderArgs) {
  return data(catalogue(requestLocale(request)).NOT_FOUND, { status: 404 });
}

// Named after /404 whatever the address: the page then holds nothing of the request (no echo of
// what a visitor typed) and the server can keep one render for every unknown code and path.
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  metaFromLoader(loaderData, SITE_PAGES["404"], matches, { indexable: false });

export default function NotFound({ loaderData: content }: Route.ComponentProps) {
  return <NotFoundPage content={content} />;
}
