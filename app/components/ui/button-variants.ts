import { cva } from "class-variance-authority";

// Apart from the Button component, and free of conflicting classes (each size sets its own text
// size), so the site's frame can style links with plain `clsx` and leave tailwind-merge out of
// the first scripts.
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-brand-500/50 disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
        accent: "bg-accent-500 text-brand-950 shadow-sm hover:bg-accent-400",
        outline: "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
        ghost: "text-brand-900 hover:bg-brand-50",
        link: "text-brand-700 underline-offset-4 hover:underline",
        whiteOutline: "border border-white/80 bg-transparent text-white hover:bg-white/10",
      },
      size: {
        default: "h-10 px-4 py-2 text-sm",
        sm: "h-9 px-3 text-sm",
        /** The header's calls to action, sized with its two layouts (one row from 1280 px). */
        header: "h-9 px-3 text-[13px] xl:h-10 xl:px-3 xl:text-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-10 text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);
