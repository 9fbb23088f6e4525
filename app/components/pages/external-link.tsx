import type { VariantProps } from "class-variance-authority";
import { ExternalLink as ExternalLinkIcon, type LucideIcon } from "lucide-react";
import type * as React from "react";
import { Button, type buttonVariants } from "~/components/ui/button";

/** A link that opens in a new tab, and says so to screen readers; fits `<Button asChild>`. */
export function ExternalLink({ children, ...props }: React.ComponentProps<"a">) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}

/** An `ExternalLink` as a button: an optional `icon` first, with `markExternal` an arrow after. */
export function ExternalLinkButton({
  icon: Icon,
  markExternal = false,
  variant,
  size,
  className,
  children,
  ...props
}: React.ComponentProps<"a"> &
  VariantProps<typeof buttonVariants> & {
    href: string;
    icon?: LucideIcon;
    markExternal?: boolean;
  }) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <ExternalLink {...props}>
        {Icon ? <Icon aria-hidden /> : null}
        {children}
        {markExternal ? <ExternalLinkIcon aria-hidden /> : null}
      </ExternalLink>
    </Button>
  );
}
