import { data } from "react-router";

/**
 * The posted form, or a thrown 400 when the body is not one (a JSON or text body,
 * a malformed multipart body): a client's mistake, never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("The form could not be read. Send it again from the page.", { status: 400 });
  }
}
