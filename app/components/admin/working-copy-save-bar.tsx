import { SaveBar } from "~/components/admin/save-bar";

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
    <SaveBar
      dirty={dirty}
      saving={saving}
      label={children}
      size={size}
      type="button"
      onClick={onSave}
      disabled={!dirty}
    />
  );
}
