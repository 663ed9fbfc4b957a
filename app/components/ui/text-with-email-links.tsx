// The lookbehind makes a match start only where an address can begin; without it a long run
// of address characters with no "@" is rescanned from every position (quadratic).
const EMAIL = /(?<![\w.+-])([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** Splits copy into plain runs and e-mail addresses, each keyed by where it starts. */
function runs(text: string): Array<{ start: number; text: string; email: boolean }> {
  let start = 0;
  // split() with a capture group puts the addresses at odd positions.
  return text.split(EMAIL).map((part, position) => {
    const run = { start, text: part, email: position % 2 === 1 };
    start += part.length;
    return run;
  });
}

/** Plain copy in which any e-mail address becomes a mailto link (the content modules hold plain strings). */
export function TextWithEmailLinks({ text }: { text: string }) {
  return (
    <>
      {runs(text).map((run) =>
        run.email ? (
          <a
            key={run.start}
            href={`mailto:${run.text}`}
            className="font-semibold text-accent underline underline-offset-2"
          >
            {run.text}
          </a>
        ) : (
          <span key={run.start}>{run.text}</span>
        ),
      )}
    </>
  );
}
