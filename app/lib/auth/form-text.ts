/** A form field as text ("" when missing or a file), capped so a huge post cannot reach the hash function. */
export function formText(form: FormData, name: string, max = 1000): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}
