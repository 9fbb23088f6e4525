import { DialogPanel } from "~/components/ui/dialog";

/**
 * A speaker's whole bio, from the card's 'Ler mais'. The carousel imports it lazily (on the first
 * open), so it is default-exported. Closing returns the focus to the button that opened it.
 */
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
