/** A fan of fabric swatches on a sample-book spine: the hero's illustration, drawn inline. */
const SWATCHES = ['#0f4c5c', '#2f7f86', '#8fb8b0', '#e9d8b9', '#d9a441', '#c7653f', '#a63d22', '#5b2a3a'];

export function HeroArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 420 340" width="420" height="340" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="weave" width="6" height="6" patternUnits="userSpaceOnUse">
          <path d="M0 3h6M3 0v6" stroke="rgb(255 255 255 / 0.18)" strokeWidth="1" />
        </pattern>
      </defs>
      <ellipse cx="210" cy="318" rx="170" ry="12" fill="rgb(29 39 48 / 0.12)" />
      {SWATCHES.map((color, i) => {
        const angle = -42 + i * 12;
        return (
          <g key={color} transform={`rotate(${angle} 210 300)`}>
            <rect x="180" y="40" width="60" height="260" rx="6" fill={color} />
            <rect x="180" y="40" width="60" height="260" rx="6" fill="url(#weave)" />
            <rect x="186" y="52" width="48" height="14" rx="2" fill="rgb(255 255 255 / 0.85)" />
          </g>
        );
      })}
      <rect x="150" y="286" width="120" height="26" rx="6" fill="#1d2730" />
      <circle cx="210" cy="299" r="6" fill="#d9a441" />
    </svg>
  );
}
