/**
 * The one error box (docs/product.md, error catalogue: red, above the generate button). Rendered only
 * while there is an error, so an inserted role="alert" is announced at once
 * and a page without errors has no empty alert in it.
 */
export function GeneratorError({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950/50 dark:text-red-200"
    >
      {message}
    </div>
  );
}
