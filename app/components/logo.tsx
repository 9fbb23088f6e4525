type LogoProps = { white?: boolean; alt: string; className: string };

/** The congress logo at its drawn size; `white` is the one for dark backgrounds. */
export function Logo({ white = false, alt, className }: LogoProps) {
  const src = white ? "/images/logo-white.svg" : "/images/logo.svg";
  return <img src={src} alt={alt} width={206} height={48} className={className} />;
}
