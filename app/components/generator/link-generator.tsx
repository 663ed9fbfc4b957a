/** The WhatsApp link generator shown on `/` and alone on `/widget-embed`. */
export function LinkGenerator({ variant = "page" }: { variant?: "page" | "embed" }) {
  return (
    <section aria-label="WhatsApp link generator" data-variant={variant}>
      <p>Your Link Will Appear Here</p>
    </section>
  );
}
