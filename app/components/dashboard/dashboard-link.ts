/** Why a stored number cannot receive WhatsApp messages, and the number it was evidently meant to be. */
export interface NumberProblem {
  message: string;
  /** The fix offered to the owner ("447911123456", "+44 7911 123456"); null when none is evident. */
  suggestion: { digits: string; formatted: string } | null;
}

/** One row of the dashboard's list, as the loader sends it and the card shows it. */
export interface DashboardLink {
  id: number;
  code: string;
  shortUrl: string;
  phone: string;
  messageExcerpt: string | null;
  createdAt: string;
  createdLabel: string;
  clicks: number;
  removed: boolean;
  /** Set when the stored number cannot receive WhatsApp messages (core/stored-number.ts). */
  numberProblem: NumberProblem | null;
}
