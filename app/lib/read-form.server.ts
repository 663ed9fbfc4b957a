import { data } from "react-router";
import type { z } from "zod";

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

/**
 * The posted form read through a zod object schema of `core/form-fields` fields: only the
 * schema's keys are looked at (the first value of each), so extra or repeated fields cost
 * nothing. A form that does not fit the schema is a client's mistake: a thrown 400.
 */
export async function readFormAs<Shape extends z.ZodRawShape>(
  request: Request,
  schema: z.ZodObject<Shape>,
): Promise<z.output<z.ZodObject<Shape>>> {
  const form = await readForm(request);
  const fields: Record<string, FormDataEntryValue | null> = {};
  for (const key of Object.keys(schema.shape)) fields[key] = form.get(key);
  const parsed = schema.safeParse(fields);
  if (!parsed.success)
    throw data("The form could not be read. Send it again from the page.", { status: 400 });
  return parsed.data;
}
