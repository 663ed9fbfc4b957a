/**
 * The CSV import's reading thread (bundled as build/server-node/import-parse-worker.mjs): it
 * turns an uploaded file's bytes into batches of rows (`parseImportCsv`), each row checked on
 * its own (`checkImportRow`), one batch per ask, so the server's event loop runs neither the
 * parser (a 2 MB file held it ~300 ms) nor libphonenumber (two 40,000-row imports: ~15 s).
 */
import { Readable } from "node:stream";
import { parentPort } from "node:worker_threads";
import { checkImportRow, type ImportOptions } from "./import-links.server";
import type { ParseReply, ParseRequest } from "./import-parse-thread.server";
import { type CsvBatch, isImportFileError, parseImportCsv } from "./parse-import-csv.server";

/** Bytes handed to the parser at a time: its memory follows a chunk, not the file. */
const CHUNK_BYTES = 64 * 1024;

const port = parentPort;
if (port === null) throw new Error("import-parse-worker runs as a worker thread");

const jobs = new Map<number, { batches: AsyncGenerator<CsvBatch>; options: ImportOptions }>();
const reply = (message: ParseReply) => port.postMessage(message);

function firstLineOf(bytes: Buffer): string {
  const head = bytes
    .subarray(0, CHUNK_BYTES)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  const end = head.indexOf("\n");
  return end === -1 ? head : head.slice(0, end);
}

function linesOf(bytes: Buffer): number {
  let lines = 0;
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) lines++;
  return bytes.length > 0 && bytes[bytes.length - 1] !== 10 ? lines + 1 : lines;
}

async function next(id: number): Promise<void> {
  const job = jobs.get(id);
  if (job === undefined) return reply({ id, done: true });
  try {
    const step = await job.batches.next();
    if (step.done === true) {
      jobs.delete(id);
      reply({ id, done: true });
    } else {
      // The rows' own checks too (libphonenumber: most of an import's CPU), off the event loop.
      const batch = step.value;
      reply({ id, batch: { ...batch, checked: batch.rows.map((row) => checkImportRow(row, job.options)) } });
    }
  } catch (err) {
    jobs.delete(id);
    reply({
      id,
      error: {
        fileError: isImportFileError(err) ? err.problem : null,
        message: err instanceof Error ? err.message : String(err),
      },
    });
  }
}

port.on("message", (message: ParseRequest) => {
  if (message.op === "start") {
    const bytes = Buffer.from(message.bytes);
    const chunks = function* () {
      for (let at = 0; at < bytes.length; at += CHUNK_BYTES) yield bytes.subarray(at, at + CHUNK_BYTES);
    };
    jobs.set(message.id, {
      batches: parseImportCsv({ firstLine: firstLineOf(bytes), open: () => Readable.from(chunks()) }),
      options: message.options,
    });
    reply({ id: message.id, lines: linesOf(bytes) });
  } else if (message.op === "next") void next(message.id);
  else {
    const job = jobs.get(message.id);
    jobs.delete(message.id);
    void job?.batches.return(undefined);
  }
});
