/**
 * The live line under a code block when the clipboard refuses, shown. Its own module: the
 * inline script of pages sent without React (lib/page-enhancements.ts) reads it too, and
 * importing copyable-code.tsx from there pulls that widget into every page's shell chunk.
 */
export const COPY_HINT_SHOWN = "border-t border-white/10 px-4 py-2 text-sm text-code-ink";
