import type { Route } from "./+types/dashboard-button-preview";
import { buttonSamplePage } from "./dashboard-button.server";

/** `/dashboard/links/:id/button/preview`: a sample page with the link's chat button, framed by the Chat button page. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  buttonSamplePage(request, context, params.id);
