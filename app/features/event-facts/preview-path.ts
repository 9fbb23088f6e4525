/** Where the organiser starts and leaves the draft edition's preview (a write of the admin area). */
export const PREVIEW_PATH = "/admin/preview";
