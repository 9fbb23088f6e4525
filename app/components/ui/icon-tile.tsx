import { cva, type VariantProps } from "class-variance-authority";
import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/utils";

const iconTileVariants = cva("flex shrink-0 items-center justify-center", {
  variants: {
    tone: {
      brand: "bg-brand-700 text-white",
      soft: "bg-brand-50 text-brand-700",
      softStrong: "bg-brand-50 text-brand-800",
      accent: "bg-accent-500 text-brand-950",
      /** Colours given by the caller's `className`. */
      none: "",
    },
    size: { md: "size-11", lg: "size-12" },
    shape: { square: "rounded-lg", round: "rounded-full" },
  },
  defaultVariants: { tone: "brand", size: "md", shape: "square" },
});

/** A decorative icon on a tinted square or disc, beside the title that says what it means. */
export function IconTile({
  icon: Icon,
  tone,
  size,
  shape,
  className,
}: VariantProps<typeof iconTileVariants> & { icon: LucideIcon; className?: string }) {
  return (
    <span
      aria-hidden
      data-slot="icon-tile"
      className={cn(iconTileVariants({ tone, size, shape }), className)}
    >
      <Icon className={size === "lg" ? "size-6" : "size-5"} />
    </span>
  );
}
