import { cva } from "class-variance-authority";

// Apart from the Badge component and free of conflicting classes, as button-variants.ts.
export const badgeVariants = cva("inline-flex items-center rounded-full border font-semibold", {
  variants: {
    variant: {
      default: "border-transparent bg-brand-700 text-white",
      secondary: "border-transparent bg-brand-50 text-brand-900",
      accent: "border-transparent bg-accent-500 text-brand-950",
      glass: "border-white/30 bg-white/15 text-white backdrop-blur",
    },
    size: {
      default: "gap-1 px-3 py-1 text-xs",
      lg: "gap-2 px-4 py-1.5 text-sm",
    },
    wrap: {
      false: "whitespace-nowrap",
      true: "whitespace-normal",
    },
  },
  defaultVariants: { variant: "default", size: "default", wrap: false },
});
