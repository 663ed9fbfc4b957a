/**
 * Shared class lists. WhatsApp's dark teal #075E54 carries white text at 7.7:1;
 * the brighter #128C7E (4.1:1 on white) is only used for borders and focus rings,
 * where 3:1 is enough. In dark mode the accent flips to WhatsApp green with dark text.
 */
export const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#128C7E] dark:focus-visible:outline-[#25D366]";

export const fieldLabel = "block text-sm font-semibold text-gray-900 dark:text-gray-100";

export const fieldHint = "mt-1 text-sm text-gray-600 dark:text-gray-300";

export const textInput =
  "block w-full min-w-0 rounded-lg border border-gray-400 bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-500 " +
  "focus:border-[#128C7E] focus:outline-2 focus:outline-offset-0 focus:outline-[#128C7E] " +
  "disabled:cursor-wait disabled:bg-gray-100 disabled:text-gray-500 " +
  "dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400 " +
  "dark:focus:border-[#25D366] dark:focus:outline-[#25D366] dark:disabled:bg-gray-800 dark:disabled:text-gray-400";

export const primaryButton =
  `inline-flex items-center justify-center gap-2 rounded-lg bg-[#075E54] px-5 py-3 text-base font-semibold text-white shadow-sm ` +
  `hover:bg-[#054a42] disabled:cursor-not-allowed disabled:opacity-60 ` +
  `dark:bg-[#25D366] dark:text-gray-950 dark:hover:bg-[#3ee07a] ${focusRing}`;

export const secondaryButton =
  `inline-flex items-center justify-center gap-2 rounded-lg border border-[#075E54] bg-white px-3 py-2 text-sm font-semibold text-[#075E54] ` +
  `hover:bg-[#e7f6f3] dark:border-[#25D366] dark:bg-transparent dark:text-[#25D366] dark:hover:bg-white/5 ${focusRing}`;

export const textLink = `font-semibold text-[#075E54] underline underline-offset-2 hover:no-underline dark:text-[#25D366] ${focusRing}`;
