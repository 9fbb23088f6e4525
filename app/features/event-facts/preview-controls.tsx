import { Form } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { PREVIEW_PATH } from "./preview-path";

// Full page loads both ways: the public site and the admin area are separate frames, and the
// server decides on each request which edition a page shows.

/** 'Pré-visualizar no site': shows the public site as the draft edition, opening `to`. */
export function PreviewButton({
  to,
  variant = "outline",
  children = "Pré-visualizar no site",
}: {
  to?: string;
  variant?: "default" | "outline";
  children?: React.ReactNode;
}) {
  return (
    <Form method="post" action={PREVIEW_PATH} reloadDocument>
      <input type="hidden" name="intent" value="start" />
      {to ? <input type="hidden" name="to" value={to} /> : null}
      <button type="submit" className={buttonVariants({ variant })}>
        {children}
      </button>
    </Form>
  );
}
