import { FILLED_ICONS, ICON_PATHS, type IconName } from '../../content/icon-paths';

/** An icon of content/icon-paths; always decorative: whatever it stands beside carries the name. */
export function Icon({
  name,
  className,
  size = 28,
  weight = 1.6,
}: {
  name: IconName;
  className?: string;
  size?: number;
  /** The line's width on the 24-unit grid. */
  weight?: number;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={FILLED_ICONS.has(name) ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
