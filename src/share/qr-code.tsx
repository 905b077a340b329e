import { useMemo } from 'react';
import encodeQR from 'qr';
import { darkModulesPath } from './qr-path';

/** The quiet zone the QR standard asks for: four light modules on every side. */
const QUIET_ZONE = 4;

interface Props {
  text: string;
  label: string;
  className?: string;
}

/**
 * A QR code drawn on the device, black on white with its quiet zone, as one SVG that scales to
 * any size without blurring. Medium error correction: it still scans off a glossy screen.
 */
export function QrCode({ text, label, className }: Props) {
  const drawn = useMemo(() => {
    try {
      const rows = encodeQR(text, 'raw', { ecc: 'medium', border: QUIET_ZONE });
      return { size: rows.length, path: darkModulesPath(rows) };
    } catch {
      // More than a QR code holds (an address no page of the site makes): the dialog still gives
      // the link, and the page stays.
      return null;
    }
  }, [text]);
  if (!drawn) return null;
  const { size, path } = drawn;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
