import { Transform } from "node:stream";
import { LINE_CUT_MARK } from "#core/import-columns";

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const QUOTE = 0x22;
const MARK = Buffer.from(LINE_CUT_MARK);
const MARK_AND_CLOSE = Buffer.from(`${LINE_CUT_MARK}"`);

/** A quoted field that never closed (at the end of the file) or ran to the record limit over line breaks. */
export interface UnclosedQuote {
  /** The line its record starts on, as the parser numbers it. */
  recordLine: number;
  /** The line the quote opens on. */
  quoteLine: number;
  /** The last line it took in: the end of the file, or where the record was cut. */
  lastLine: number;
}

/**
 * Bounds a CSV file's records before the parser sees them: the bytes of a record
 * beyond `maxBytes` are dropped up to its end and a cut mark takes their place (the
 * row is then refused as too long, and the file goes on). The parser alone keeps a
 * whole record in memory and, past its own size limit, stops reading the file.
 * Quotes are followed as RFC 4180 has them (a quote opens only at a field's start;
 * `""` inside is one quote), so a quoted message's line breaks stay in its record. A quote
 * that never closes is told to `onUnclosedQuote`, so the rows it took in can be named.
 */
export function cutLongRecords(
  maxBytes: number,
  delimiter: string,
  onUnclosedQuote: (quote: UnclosedQuote) => void = () => {},
): Transform {
  const separator = delimiter.charCodeAt(0);
  let recordBytes = 0;
  let inQuotes = false;
  let atFieldStart = true;
  let cutting = false;
  let previous = -1;
  // Lines as the parser counts them (1: the header), to name where a quote that never closes began.
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  return new Transform({
    flush(done) {
      // A final line break ends the last line; it starts none.
      if (inQuotes && !cutting)
        onUnclosedQuote({ recordLine, quoteLine, lastLine: previous === NEWLINE ? line - 1 : line });
      done();
    },
    transform(chunk: Buffer, _encoding, done) {
      const out: Buffer[] = [];
      let start = 0;
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i] as number;
        const before = previous;
        previous = byte;
        if (cutting) {
          // Resume at the next line break: what was cut is gone, the next record starts clean.
          if (byte === NEWLINE) {
            cutting = false;
            start = i;
            recordBytes = 0;
            atFieldStart = true;
            line++;
            recordLine = line;
          }
          continue;
        }
        if (byte === NEWLINE) line++;
        if (byte === QUOTE) {
          if (inQuotes) inQuotes = false;
          else if (atFieldStart) {
            inQuotes = true;
            quoteLine = line;
          }
          // A quote right after a closing one is `""`: the field is still quoted.
          else if (before === QUOTE) inQuotes = true;
        }
        if (!inQuotes && byte === NEWLINE) {
          recordBytes = 0;
          atFieldStart = true;
          recordLine = line;
          continue;
        }
        atFieldStart = !inQuotes && (byte === separator || byte === CARRIAGE_RETURN);
        if (++recordBytes > maxBytes) {
          // A quoted field that ran over line breaks to the limit: most likely a quote never closed.
          if (inQuotes && line > quoteLine) onUnclosedQuote({ recordLine, quoteLine, lastLine: line });
          out.push(chunk.subarray(start, i), inQuotes ? MARK_AND_CLOSE : MARK);
          inQuotes = false;
          cutting = true;
        }
      }
      if (!cutting) out.push(chunk.subarray(start));
      done(null, out.length === 1 ? out[0] : Buffer.concat(out));
    },
  });
}
