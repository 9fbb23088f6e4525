import { createHash, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const totpParameters = { algorithm: "SHA1", digits: 6, period: 30 } as const;
/** The name the authenticator app shows above the code. */
export const TOTP_ISSUER = "Congresso de Enfermagem";

/** A new random secret (160 bits, RFC 4226's recommendation), in base32. */
export function newTotpSecret() {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address the QR code holds. */
export function totpUri(secret: string, account: string) {
  return new TOTP({
    ...totpParameters,
    issuer: TOTP_ISSUER,
    label: account,
    secret: Secret.fromBase32(secret),
  }).toString();
}

/**
 * The time step `code` belongs to, or null when it is wrong. The step before and after are
 * accepted too, for a phone whose clock is a little off.
 */
export function totpStep(secret: string, code: string, now: number): number | null {
  const delta = TOTP.validate({
    ...totpParameters,
    token: code,
    secret: Secret.fromBase32(secret),
    timestamp: now,
    window: 1,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: totpParameters.period, timestamp: now }) + delta;
}

/** The code an authenticator app shows at `now` (for tests and the command line only). */
export function totpCode(secret: string, now: number) {
  return TOTP.generate({ ...totpParameters, secret: Secret.fromBase32(secret), timestamp: now });
}

/** SVG markup of the QR code: no script, no style attribute, nothing external (strict CSP). */
export function qrCodeSvg(text: string) {
  return QRCode.toString(text, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
}

// Lower-case letters and digits without the easily confused ones (0/o, 1/l/i).
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const RECOVERY_CODE_COUNT = 10;

/** One recovery code, `xxxxx-xxxxx`: 10 random characters of 31, about 50 bits. */
function newRecoveryCode() {
  const chars = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

export function newRecoveryCodes() {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** How a recovery code is typed does not matter: case, spaces and the hyphen are ignored. */
export function normalizeRecoveryCode(code: string) {
  return code.toLowerCase().replace(/[\s-]/g, "");
}

/**
 * Stored hashed. A fast hash is enough: the codes are random with ~50 bits, not chosen by a
 * person, so there is nothing for a dictionary to find.
 */
export function hashRecoveryCode(code: string) {
  return createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
}
