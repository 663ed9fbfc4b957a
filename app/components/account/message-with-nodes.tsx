import { Fragment, type ReactNode } from "react";

/**
 * A catalogue sentence whose `{name}` placeholders are elements (links): each language puts them
 * where its word order needs them. Unknown names are left as written.
 */
export function MessageWithNodes({ message, nodes }: { message: string; nodes: Record<string, ReactNode> }) {
  // split with a capture group: even indexes are text, odd ones placeholder names (each used once).
  const pieces = message.split(/\{(\w+)\}/);
  return (
    <>
      {pieces.map((piece, i) =>
        i % 2 === 1 ? <Fragment key={piece}>{nodes[piece] ?? `{${piece}}`}</Fragment> : piece,
      )}
    </>
  );
}
