import { Transform } from "node:stream";
import { LINE_CUT_MARK } from "#core/import-columns";

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const QUOTE = 0x22;
const MARK = Buffer.from(LINE_CUT_MARK);
const MARK_AND_CLOSE = Buffer.from(`${LINE_CUT_MARK}"`);

/**
 * Bounds a CSV file's records before the parser sees them: the bytes of a record
 * beyond `maxBytes` are dropped up to its end and a cut mark takes their place (the
 * row is then refused as too long, and the file goes on). The parser alone keeps a
 * whole record in memory and, past its own size limit, stops reading the file.
 * Quotes are followed as RFC 4180 has them (a quote opens only at a field's start;
 * `""` inside is one quote), so a quoted message's line breaks stay in its record.
 */
export function cutLongRecords(maxBytes: number, delimiter: string): Transform {
  const separator = delimiter.charCodeAt(0);
  let recordBytes = 0;
  let inQuotes = false;
  let atFieldStart = true;
  let cutting = false;
  let previous = -1;
  return new Transform({
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
          }
          continue;
        }
        if (byte === QUOTE) {
          if (inQuotes) inQuotes = false;
          else if (atFieldStart) inQuotes = true;
          // A quote right after a closing one is `""`: the field is still quoted.
          else if (before === QUOTE) inQuotes = true;
        }
        if (!inQuotes && byte === NEWLINE) {
          recordBytes = 0;
          atFieldStart = true;
          continue;
        }
        atFieldStart = !inQuotes && (byte === separator || byte === CARRIAGE_RETURN);
        if (++recordBytes > maxBytes) {
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
