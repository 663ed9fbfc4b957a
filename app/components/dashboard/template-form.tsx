import { useId, useState } from "react";
import { Form, Link } from "react-router";
import { TEMPLATE_NAME_MAX } from "#core/message-template";
import { TEMPLATES_COPY } from "../../content/templates";
import { usePageModule } from "../../lib/i18n/use-page-module";
import { FormMessage } from "../account/form-message";
import { SubmitButton } from "../account/submit-button";
import { TextField } from "../account/text-field";
import { MessageEditor } from "../generator/message-editor";
import { textLink } from "../generator/styles";
import { FilledMessagePreview, MessageVariablesHint } from "./message-variables";

interface TemplateFormProps {
  /** Present when editing that template. */
  editing: { id: string; name: string; body: string } | null;
  values?: { name: string; body: string } | undefined;
  errors?: { name?: string; body?: string; form?: string } | undefined;
  cancelHref: string;
}

/** Add or edit one template: its name, the message with the link form's editor, and the filled preview. */
export function TemplateForm({ editing, values, errors, cancelHref }: TemplateFormProps) {
  const baseId = useId();
  const COPY = usePageModule("TEMPLATES_COPY", TEMPLATES_COPY);
  const [body, setBody] = useState(values?.body ?? editing?.body ?? "");
  const intent = editing === null ? "create" : "update";
  return (
    <Form method="post" noValidate className="flex flex-col gap-4">
      {editing === null ? null : <input type="hidden" name="id" value={editing.id} />}
      {errors?.form ? <FormMessage tone="error">{errors.form}</FormMessage> : null}
      <TextField
        id={`${baseId}-name`}
        name="name"
        label={COPY.nameLabel}
        hint={COPY.nameHint}
        error={errors?.name}
        defaultValue={values?.name ?? editing?.name ?? ""}
        maxLength={TEMPLATE_NAME_MAX}
        autoComplete="off"
      />
      <div className="flex flex-col gap-2">
        <MessageEditor
          id={`${baseId}-body`}
          name="body"
          label={COPY.bodyLabel}
          required
          value={body}
          onChange={setBody}
        />
        {errors?.body ? (
          <p className="text-sm font-medium text-red-700 dark:text-red-300">{errors.body}</p>
        ) : null}
        <MessageVariablesHint />
        <FilledMessagePreview message={body} />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton
          intent={intent}
          label={editing === null ? COPY.addButton : COPY.saveButton}
          pendingLabel={editing === null ? COPY.adding : COPY.saving}
        />
        {editing === null ? null : (
          <Link to={cancelHref} className={`text-sm ${textLink}`}>
            {COPY.cancelEdit}
          </Link>
        )}
      </div>
    </Form>
  );
}
