import { Save } from "lucide-react";
import { SaveBar } from "~/components/admin/save-bar";
import { SubmitButton } from "~/components/forms";

/** The save row of an editor that keeps a local working copy: one button sends it whole. */
export function WorkingCopySaveBar({
  dirty,
  saving,
  onSave,
  size,
  children,
}: {
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  size?: "lg";
  /** The button's label. */
  children: string;
}) {
  return (
    <SaveBar dirty={dirty}>
      <SubmitButton
        type="button"
        size={size}
        onClick={onSave}
        pending={saving}
        pendingLabel="Salvando..."
        disabled={!dirty}
        icon={<Save aria-hidden />}
      >
        {children}
      </SubmitButton>
    </SaveBar>
  );
}
