/** Upload limits and messages (spec §5 "Image upload"), shared by the browser and the server. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export const mediaMessages = {
  tooLarge: "A imagem deve ter no máximo 2MB",
  notImage: "O arquivo deve ser uma imagem",
  uploadFailed: "Erro ao carregar imagem. Tente novamente.",
  missingFile: "Selecione uma imagem.",
} as const;

export const mediaPurposes = ["speaker", "sponsor", "professional", "hotel"] as const;
export type MediaPurpose = (typeof mediaPurposes)[number];

export const MEDIA_UPLOAD_PATH = "/admin/media";

// A path segment with no empty, "." or ".." part: "speakers", "ana-silva.webp".
const SEGMENT = String.raw`[\w-]+(?:\.[\w-]+)*`;

/** An upload (/media/<id>) or a shipped /images/ file, written exactly as the server serves it. */
export const IMAGE_URL_PATTERN = new RegExp(
  String.raw`^/(?:media/[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}|images(?:/${SEGMENT})+)$`,
);
