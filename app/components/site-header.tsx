export function SiteHeader() {
  return null;
}
