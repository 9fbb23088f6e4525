import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/utils";
import { Button } from "./button";

export const DialogClose = DialogPrimitive.Close;

export const overlayClass = "fixed inset-0 z-50 bg-slate-950/60";
export const panelClass =
  "fixed top-1/2 left-1/2 z-50 flex max-h-[92dvh] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-xl bg-white shadow-xl outline-none";

export function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

/** The site's dialog: a titled, described header, a close button and `children` as its body. */
export function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  contentProps: { className, ...contentProps } = {},
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  contentProps?: React.ComponentProps<typeof DialogPrimitive.Content>;
  children: React.ReactNode;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-slot="dialog-overlay" className={overlayClass} />
        <DialogPrimitive.Content
          data-slot="dialog-content"
          className={cn(panelClass, "max-w-2xl", className)}
          {...contentProps}
        >
          <div data-slot="dialog-header" className="border-b border-slate-200 py-4 pr-16 pl-5">
            <DialogPrimitive.Title
              data-slot="dialog-title"
              className="text-brand-950 text-lg font-bold"
            >
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description
              data-slot="dialog-description"
              className="mt-1 text-sm text-slate-700"
            >
              {description}
            </DialogPrimitive.Description>
          </div>
          <div data-slot="dialog-body" className="overflow-y-auto px-5 py-4">
            {children}
          </div>
          <DialogPrimitive.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Fechar"
              className="absolute top-3 right-3"
            >
              <X aria-hidden />
            </Button>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
