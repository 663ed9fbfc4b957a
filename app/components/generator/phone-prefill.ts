/**
 * The detected calling code is only a suggestion. A visitor who starts typing a
 * full international number ("+1 876…") after it, or pastes one, means that
 * number, so the untouched prefill gives way instead of becoming "+44 +1 876…".
 */
export function replaceUntouchedPrefill(previous: string, next: string, prefill: string | null): string {
  if (prefill === null || previous !== prefill || !next.startsWith(prefill)) return next;
  const typed = next.slice(prefill.length).trimStart();
  return typed.startsWith("+") ? typed : next;
}
