import { DialogPanel } from "~/components/ui/dialog";

/** A speaker's whole bio ('Ler mais'); default-exported for the carousel's lazy import. */
export default function SpeakerBioDialog({
  speaker,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  speaker: { name: string; role: string; bio: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: HTMLElement;
}) {
  return (
    <DialogPanel
      open={open}
      onOpenChange={onOpenChange}
      title={speaker.name}
      description={speaker.role}
      contentProps={{
        className: "max-w-lg",
        onCloseAutoFocus: (event) => {
          event.preventDefault();
          returnFocusTo.focus();
        },
      }}
    >
      <p className="leading-relaxed whitespace-pre-line text-slate-700">{speaker.bio}</p>
    </DialogPanel>
  );
}
