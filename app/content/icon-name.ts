/**
 * The icons content may name (`icon: "microscope"`); `~/components/icon` draws each one. Content
 * stays plain data, and a new edition can pick another icon without touching a component.
 */
export const ICON_NAMES = [
  "banknote",
  "briefcase-medical",
  "calendar-check",
  "clipboard-check",
  "clock",
  "credit-card",
  "eye",
  "file-badge",
  "file-text",
  "flask-conical",
  "graduation-cap",
  "hand-heart",
  "handshake",
  "heart-handshake",
  "lightbulb",
  "megaphone",
  "messages-square",
  "mic",
  "microscope",
  "presentation",
  "qr-code",
  "scale",
  "school",
  "stethoscope",
  "store",
  "tags",
  "target",
  "type",
  "user-check",
  "user-cog",
  "users",
  "wrench",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
