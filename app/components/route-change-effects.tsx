export function RouteChangeEffects(_props: { gaMeasurementId: string | null }) {
  return null;
}
