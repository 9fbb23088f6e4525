import { clsx } from "clsx";

// The first paint's lucide icons drawn without lucide-react's runtime (paths: lucide, ISC).
function frameIcon(name: string, paths: React.ReactNode) {
  return function FrameIcon({ className }: { className?: string }) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={clsx("lucide", `lucide-${name}`, className)}
        aria-hidden="true"
      >
        {paths}
      </svg>
    );
  };
}

export const MenuIcon = frameIcon(
  "menu",
  <>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </>,
);

export const ChevronDownIcon = frameIcon(
  "chevron-down",
  <>
    <path d="m6 9 6 6 6-6" />
  </>,
);

export const CalendarDaysIcon = frameIcon(
  "calendar-days",
  <>
    <path d="M8 2v3" />
    <path d="M16 2v3" />
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M3 9h18" />
    <path d="M8 13h.01" />
    <path d="M12 13h.01" />
    <path d="M16 13h.01" />
    <path d="M8 17h.01" />
    <path d="M12 17h.01" />
    <path d="M16 17h.01" />
  </>,
);

export const ArrowRightIcon = frameIcon(
  "arrow-right",
  <>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </>,
);
