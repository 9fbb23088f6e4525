import type * as React from "react";

/**
 * A link that leaves the site in a new tab; screen readers hear that it does. Works as the child
 * of `<Button asChild>`.
 */
export function ExternalLink({ children, ...props }: React.ComponentProps<"a">) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}
