import { useEffect, useRef, useState } from "react";

const SPEAKER_PLACEHOLDER = "/images/speaker-placeholder.webp";

/** A speaker's photo that falls back to the placeholder when it cannot be loaded (spec §2). */
export function SpeakerPhoto({
  src,
  alt,
  className,
}: {
  src: string | null;
  alt: string;
  className?: string;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  // The image may already have failed before React hydrated and attached onError.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc !== "") setFailed(true);
  }, []);

  return (
    <img
      ref={ref}
      src={failed || !src ? SPEAKER_PLACEHOLDER : src}
      alt={alt}
      width={400}
      height={400}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
