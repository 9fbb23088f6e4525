import { createHash, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

/** otpauth's defaults are what every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
const totp = (secret: string, label?: string) =>
  new TOTP({ issuer: "Congresso de Enfermagem", label, secret: Secret.fromBase32(secret) });

/** A new random secret (160 bits, RFC 4226's recommendation), in base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://` address the QR code holds. */
export const totpUri = (secret: string, account: string) => totp(secret, account).toString();

/** The step `code` belongs to, or null; a step either side is accepted for a phone's clock drift. */
export function totpStep(secret: string, code: string, now: number): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp(secret).counter({ timestamp: now }) + delta;
}

/** The code an authenticator app shows at `now` (for tests). */
export const totpCode = (secret: string, now: number) => totp(secret).generate({ timestamp: now });

/** SVG markup of the QR code: no script, no style attribute, nothing external (strict CSP). */
export function qrCodeSvg(text: string) {
  return QRCode.toString(text, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
}

// Lower-case letters and digits without the easily confused ones (0/o, 1/l/i).
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten codes `xxxxx-xxxxx`: 10 random characters of 31 each, about 50 bits. */
export function newRecoveryCodes() {
  return Array.from({ length: 10 }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    );
    return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
  });
}

/** Case, spaces and the hyphen do not matter; a fast hash suffices for ~50 random bits. */
export function hashRecoveryCode(code: string) {
  return createHash("sha256").update(code.toLowerCase().replace(/[\s-]/g, "")).digest("hex");
}
