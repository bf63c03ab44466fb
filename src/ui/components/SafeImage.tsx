import type { ImgHTMLAttributes, ReactNode } from 'react';
import { safeUrl } from '../../domain/rules/safe-url';

// Issue 6: records may come from an imported save, so every picture the UI shows passes through
// safeUrl (http(s) or a raster data URL). Text from a save is only ever rendered as React text.

export interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** A stored URL field (`image`, an entry of `images`); anything unsafe is not used. */
  src: unknown;
  /** Required: a name or description, or '' for a decorative picture. */
  alt: string;
  /** Shown instead when there is no usable URL. */
  fallback?: ReactNode;
}

/** An <img> that only ever loads a safe URL. */
export function SafeImage({ src, alt, fallback = null, ...rest }: SafeImageProps) {
  const url = safeUrl(src);
  if (!url) return <>{fallback}</>;
  return <img {...rest} src={url} alt={alt} referrerPolicy="no-referrer" />;
}

/** Fluent Avatar's `image` slot for a stored URL, or undefined (initials show) when unsafe. */
export function avatarImage(src: unknown): { src: string } | undefined {
  const url = safeUrl(src);
  return url ? { src: url } : undefined;
}
