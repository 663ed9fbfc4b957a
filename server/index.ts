import { errorText } from "#core/error-text";
import { DataDirBusyError } from "#db/client.server";
import { readEnv } from "./env.server";
import { startServer } from "./start.server";

/** `npm run serve`: boot, print where we listen, shut down gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const server = await startServer(readEnv());
  console.log(`ChatLink listening on ${server.url}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(`shutdown failed: ${errorText(err)}`);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((err: unknown) => {
  // A busy data directory is an operator situation, not a crash: the message says what to do.
  if (err instanceof DataDirBusyError) console.error(err.message);
  else console.error(errorText(err));
  process.exit(1);
});
