import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, ServerRouter } from "react-router";
import { errorText } from "#core/error-text";

/**
 * React Router's default server entry, kept as it is, for one reason: its default
 * `handleError` logs a loader's or action's error whole, and a failed query's error
 * carries every parameter of the statement (emails, addresses, form values).
 * Here errors are logged through `errorText`: bounded, without the values.
 */
export const streamTimeout = 5_000;

export const handleError: HandleErrorFunction = (error, { request }) => {
  // An aborted request (the visitor went away) is not an error of ours.
  if (request.signal.aborted) return;
  console.error(`${request.method} ${new URL(request.url).pathname}: ${errorText(error)}`);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Response | Promise<Response> {
  if (request.method.toUpperCase() === "HEAD")
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering get the whole document at once; people get the shell first.
    const waitForAll = (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const onReady = () => {
      shellRendered = true;
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeout);
          timeout = undefined;
          callback();
        },
      });
      responseHeaders.set("Content-Type", "text/html");
      pipe(body);
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
    };
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        ...(waitForAll ? { onAllReady: onReady } : { onShellReady: onReady }),
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // Errors before the shell reject above and are logged by handleError.
          if (shellRendered) console.error(`render: ${errorText(error)}`);
        },
      },
    );
  });
}
