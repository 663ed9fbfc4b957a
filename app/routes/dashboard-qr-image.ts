import type { Route } from "./+types/dashboard-qr-image";
import { brandedQrImage } from "./dashboard-qr.server";

/** GET (query, no logo) or POST (multipart, with a logo): the branded QR as PNG or SVG, owner only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return brandedQrImage(request, context, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return brandedQrImage(request, context, params.id);
}
