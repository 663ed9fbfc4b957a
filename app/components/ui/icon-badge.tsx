import type { IconName } from "../../content/types";
import { Icon } from "./icon";

/** An icon on a tinted rounded square, the visual anchor of cards and list items. */
export function IconBadge({ name, size = "md" }: { name: IconName; size?: "md" | "lg" }) {
  const box = size === "lg" ? "size-14 rounded-2xl" : "size-11 rounded-xl";
  const glyph = size === "lg" ? "size-7" : "size-5";
  return (
    <span className={`inline-flex shrink-0 items-center justify-center bg-page-tint text-accent ${box}`}>
      <Icon name={name} className={glyph} />
    </span>
  );
}
