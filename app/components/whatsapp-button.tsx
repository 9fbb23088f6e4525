export function WhatsAppButton() {
  return null;
}
