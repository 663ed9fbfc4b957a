import { type ChildProcess, spawn } from "node:child_process";
import { serveCommand } from "../../scripts/bench/lib/serve-command";
import { freePort, ROOT } from "../../scripts/bench/lib/server-process";

/** A ChatLink server of a test file's own, on a data directory the file has filled itself. */
export interface OwnServer {
  base: string;
  stop(): Promise<void>;
}

/**
 * `node --import tsx server/index.ts` as `npm run serve` runs it (production React, PGlite in
 * `dataDir`, no Redis), on a free port that is also its PUBLIC_URL; resolved once it listens.
 */
export async function startOwnServer(dataDir: string): Promise<OwnServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      ...serveCommand(ROOT).env,
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("listening on")) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return {
    base,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
