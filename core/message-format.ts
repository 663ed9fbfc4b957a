/** WhatsApp's formatting markers (docs/product.md, generator). */
export const FORMAT_MARKERS = {
  bold: "*",
  italic: "_",
  strikethrough: "~",
  monospace: "```",
} as const;

export type FormatStyle = keyof typeof FORMAT_MARKERS;

export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

/**
 * Wraps the selected text in the style's markers; with no selection, inserts an
 * empty pair and puts the caret between them (docs/product.md, generator).
 */
export function applyFormat(
  text: string,
  selectionStart: number,
  selectionEnd: number,
  style: FormatStyle,
): TextEdit {
  const marker = FORMAT_MARKERS[style];
  const start = Math.max(0, Math.min(selectionStart, selectionEnd, text.length));
  const end = Math.min(text.length, Math.max(selectionStart, selectionEnd));
  const selected = text.slice(start, end);
  const next = text.slice(0, start) + marker + selected + marker + text.slice(end);
  if (selected.length === 0) {
    const caret = start + marker.length;
    return { text: next, selectionStart: caret, selectionEnd: caret };
  }
  return { text: next, selectionStart: start + marker.length, selectionEnd: end + marker.length };
}

/** Characters as a person counts them (an emoji is one), which is what the counter shows. */
export function countCharacters(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

export type FormattedSpan = { kind: "text"; text: string } | { kind: FormatStyle; children: FormattedSpan[] };

const STYLE_BY_MARKER: ReadonlyArray<[string, FormatStyle]> = [
  ["```", "monospace"],
  ["*", "bold"],
  ["_", "italic"],
  ["~", "strikethrough"],
];

/**
 * Parses a message the way WhatsApp renders it, for the live preview: a marker
 * opens a span only before a non-space character and closes only after one,
 * and monospace content is never parsed further.
 */
export function parseFormatting(text: string): FormattedSpan[] {
  const spans: FormattedSpan[] = [];
  let plain = "";
  let i = 0;
  const flush = () => {
    if (plain.length > 0) spans.push({ kind: "text", text: plain });
    plain = "";
  };
  while (i < text.length) {
    const found = STYLE_BY_MARKER.find(([marker]) => text.startsWith(marker, i));
    if (found) {
      const [marker, style] = found;
      const contentStart = i + marker.length;
      const close = findClosing(text, marker, contentStart);
      if (close !== -1) {
        flush();
        const inner = text.slice(contentStart, close);
        spans.push({
          kind: style,
          children: style === "monospace" ? [{ kind: "text", text: inner }] : parseFormatting(inner),
        });
        i = close + marker.length;
        continue;
      }
    }
    plain += text[i];
    i++;
  }
  flush();
  return spans;
}

function findClosing(text: string, marker: string, from: number): number {
  const first = text[from];
  if (first === undefined || /\s/.test(first)) return -1;
  let at = text.indexOf(marker, from + 1);
  while (at !== -1) {
    const before = text[at - 1];
    // Inline styles do not cross line breaks; monospace blocks may.
    if (marker !== "```" && text.slice(from, at).includes("\n")) return -1;
    if (before !== undefined && !/\s/.test(before)) return at;
    at = text.indexOf(marker, at + 1);
  }
  return -1;
}
