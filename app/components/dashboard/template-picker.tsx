import { useState } from "react";
import { Link } from "react-router";
import { TEMPLATES_COPY } from "../../content/templates";
import { usePageModule } from "../../lib/i18n/use-page-module";
import { fieldHint, fieldLabel, textInput } from "../generator/styles";
import { TEMPLATES_PATH } from "./link-paths";

export interface PickableTemplate {
  id: string;
  name: string;
  body: string;
}

/** "Start from a template": choosing one fills the message field (which stays editable). */
export function TemplatePicker({
  id,
  templates,
  onPick,
}: {
  id: string;
  templates: readonly PickableTemplate[];
  onPick: (body: string) => void;
}) {
  const [chosen, setChosen] = useState("");
  const COPY = usePageModule("TEMPLATES_COPY", TEMPLATES_COPY);
  if (templates.length === 0)
    return (
      <p className={fieldHint}>
        {COPY.pickerEmpty}{" "}
        <Link to={TEMPLATES_PATH} className="font-semibold text-accent underline">
          {COPY.pickerManage}
        </Link>
      </p>
    );
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {COPY.pickerLabel}
      </label>
      <select
        id={id}
        value={chosen}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const picked = templates.find((t) => t.id === event.target.value);
          setChosen(event.target.value);
          if (picked !== undefined) onPick(picked.body);
        }}
        className={`mt-1.5 ${textInput}`}
      >
        <option value="">{COPY.pickerNone}</option>
        {templates.map((template) => (
          <option key={template.id} value={template.id}>
            {template.name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className={fieldHint}>
        {COPY.pickerHint}{" "}
        <Link to={TEMPLATES_PATH} className="font-semibold text-accent underline">
          {COPY.pickerManage}
        </Link>
      </p>
    </div>
  );
}
