import type { ReactNode } from "react";
import { type FormatStyle, type FormattedSpan, parseFormatting } from "#core/message-format";
import { useUi } from "../../lib/i18n/use-copy";

/** The message as WhatsApp will show it, in a sent-message bubble. */
export function MessagePreview({ message, caption }: { message: string; caption?: string }) {
  const t = useUi().generator;
  const trimmed = message.trim();
  if (trimmed.length === 0) return null;
  return (
    <figure className="m-0 rounded-xl bg-[#efeae2] p-3 dark:bg-[#0b141a]">
      <figcaption className="mb-2 text-xs font-semibold tracking-wide text-gray-700 uppercase dark:text-gray-300">
        {caption ?? t.previewCaption}
      </figcaption>
      {/* The bubble sits at the page's end edge as a sent message does; its text keeps its own
          direction (dir="auto" on an inner box, so the bubble's place follows the page, not the text). */}
      <div className="ms-auto w-fit max-w-[85%] rounded-lg rounded-se-none bg-[#d9fdd3] px-3 py-2 text-[15px] leading-snug whitespace-pre-wrap text-gray-900 shadow-sm [overflow-wrap:anywhere] dark:bg-[#005c4b] dark:text-gray-50">
        <div dir="auto">{renderSpans(parseFormatting(trimmed))}</div>
      </div>
    </figure>
  );
}

const STYLE_ELEMENTS: Record<FormatStyle, (children: ReactNode[], key: string) => ReactNode> = {
  bold: (children, key) => <strong key={key}>{children}</strong>,
  italic: (children, key) => <em key={key}>{children}</em>,
  strikethrough: (children, key) => <s key={key}>{children}</s>,
  monospace: (children, key) => (
    <code key={key} className="font-mono text-[13px]">
      {children}
    </code>
  ),
};

function renderSpans(spans: FormattedSpan[]): ReactNode[] {
  // The spans come from one parse of fixed text: their position is their identity.
  return spans.map((span, index) => {
    const key = `${index}-${span.kind}`;
    if (span.kind === "text") return <span key={key}>{span.text}</span>;
    return STYLE_ELEMENTS[span.kind](renderSpans(span.children), key);
  });
}
